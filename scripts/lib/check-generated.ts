import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { bin, runNode } from './run'

/**
 * Fails when payload-types.ts is not what the current config generates (someone changed a
 * collection and forgot `npm run generate:types`).
 */
export const checkGeneratedTypes = async () => {
  const fresh = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'studio-types-')),
    'payload-types.ts',
  )
  await runNode(bin.tsx, ['scripts/generate-types.ts'], {
    env: { ...process.env, PAYLOAD_TS_OUTPUT_PATH: fresh },
  })
  if (fs.readFileSync(fresh, 'utf8') !== fs.readFileSync('payload-types.ts', 'utf8')) {
    throw new Error('payload-types.ts is out of date: run `npm run generate:types` and commit it.')
  }
}
