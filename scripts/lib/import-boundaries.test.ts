import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/** The import boundaries eslint.config.mjs draws: each layer refused what lies above it. */
const eslint = new ESLint()
const restricted = async (filePath: string, source: string) => {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported\n`, { filePath })
  return (result?.messages ?? [])
    .filter(({ ruleId }) => ruleId === 'no-restricted-imports')
    .map(({ message }) => message)
}

describe('import boundaries', () => {
  // The first lint loads eslint.config.mjs and its plugins, seconds on a busy machine: done once
  // here, under a hook's limit, so that each case times its own lint only.
  beforeAll(() => restricted('src/domain/example.ts', ''), 60_000)

  it.each([
    ['src/server/accounts/example.ts', "import imported from '@/features/auth/notices'"],
    ['src/server/accounts/example.ts', "import imported from '../../../collections/users'"],
    ['src/server/content/example.ts', "import imported from '@payload-config'"],
    ['src/access/example.ts', "import imported from '@/app/layout'"],
    ['src/components/ui/example.ts', "import imported from '@/features/site/seo'"],
    ['src/features/backoffice/example.ts', "import imported from '@/features/portal/panel'"],
    ['src/features/site/example.ts', "import imported from '@/features/brief/send-brief'"],
    ['src/domain/example.ts', "import imported from 'payload'"],
    ['src/domain/example.ts', "import imported from '@/server/platform/db/lock'"],
  ])('%s may not %s', async (filePath, source) => {
    expect(await restricted(filePath, source)).toHaveLength(1)
  })

  it.each([
    ['src/features/portal/example.ts', "import imported from '@/components/ui/status-badge'"],
    ['src/features/portal/example.ts', "import imported from '@/features/portal/panel'"],
    ['src/server/accounts/example.ts', "import imported from '@/domain/web/notices'"],
    ['src/domain/example.ts', "import imported from '@/domain/locales'"],
    ['collections/users/example.ts', "import imported from '@/server/activity'"],
  ])('%s may %s', async (filePath, source) => {
    expect(await restricted(filePath, source)).toEqual([])
  })
})
