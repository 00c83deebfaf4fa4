import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  capabilityCircles,
  capabilityOf,
  deepImports,
  PLATFORM,
  projectPath,
  type Arrow,
} from './capability-graph'
import { compilerOptions, importsOf } from './import-graph'

/**
 * The app's sources as git knows them. Tests are left out: a capability's own tests reach inside
 * it to test its parts, and integration tests call what they prove.
 */
const appSources = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && fs.existsSync(file))
    .filter((file) => !file.startsWith('tests/') && !/\.test\.tsx?$/.test(file))

const arrowsOf = (files: string[]): Arrow[] => {
  const options = compilerOptions()
  return files.flatMap((from) =>
    importsOf(from, options).map((file) => ({ from, to: projectPath(file) })),
  )
}

describe('the server by capability', () => {
  const sources = appSources()
  const arrows = arrowsOf(sources)

  it('holds one folder per capability, each with its index.ts, beside the platform', () => {
    const entries = fs.readdirSync('src/server', { withFileTypes: true })
    expect(entries.filter((entry) => !entry.isDirectory()).map(({ name }) => name)).toEqual([])
    const capabilities = entries.map(({ name }) => name).filter((name) => name !== PLATFORM)
    expect(capabilities.length).toBeGreaterThan(5)
    expect(capabilities.filter((name) => !fs.existsSync(`src/server/${name}/index.ts`))).toEqual([])
  })

  it('is entered through a capability’s index.ts only, from outside it', () => {
    expect(arrows.length).toBeGreaterThan(1000)
    expect(deepImports(arrows).map(({ from, to }) => `${from} -> ${to}`)).toEqual([])
  })

  it('has no circle between capabilities', () => {
    expect(capabilityCircles(arrows)).toEqual([])
  })

  it('never imports the Payload config: the instance is passed in', () => {
    const configImports = arrows.filter(
      ({ from, to }) => capabilityOf(from) && to === 'payload.config.ts',
    )
    expect(configImports.map(({ from }) => from)).toEqual([])
  })
})

describe('deepImports', () => {
  it('refuses a path past another capability’s index, and any capability from the platform', () => {
    const arrows = [
      { from: 'collections/invoices/send.ts', to: 'src/server/billing/invoices/send-invoice.ts' },
      { from: 'src/server/files/a.ts', to: 'src/server/notifications/notify.ts' },
      { from: 'src/server/platform/db/x.ts', to: 'src/server/billing/index.ts' },
    ]
    expect(deepImports(arrows)).toEqual(arrows)
  })

  it('lets in an index, the platform and a capability’s own files', () => {
    const arrows = [
      { from: 'collections/invoices/send.ts', to: 'src/server/billing/index.ts' },
      { from: 'src/server/billing/a.ts', to: 'src/server/platform/db/lock.ts' },
      { from: 'src/server/billing/a/b.ts', to: 'src/server/billing/c/d.ts' },
      { from: 'src/app/page.tsx', to: 'src/domain/locales.ts' },
    ]
    expect(deepImports(arrows)).toEqual([])
  })
})

describe('capabilityCircles', () => {
  it('finds a circle through three capabilities, and none in a chain', () => {
    const arrow = (a: string, b: string) => ({
      from: `src/server/${a}/x.ts`,
      to: `src/server/${b}/index.ts`,
    })
    expect(capabilityCircles([arrow('a', 'b'), arrow('b', 'c'), arrow('c', 'a')])).toEqual([
      ['a', 'b', 'c', 'a'],
    ])
    expect(capabilityCircles([arrow('a', 'b'), arrow('b', 'c'), arrow('a', 'c')])).toEqual([])
  })
})
