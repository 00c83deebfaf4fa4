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
  // Type generation reads the config only; it never connects to this address.
  const env = {
    ...process.env,
    PAYLOAD_TS_OUTPUT_PATH: fresh,
    DATABASE_URI: process.env.DATABASE_URI ?? 'postgres://unused@127.0.0.1:1/unused',
  }
  await runNode(bin.payload, ['generate:types'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  await runNode(path.resolve('node_modules/prettier/bin/prettier.cjs'), [
    '--write',
    '--log-level',
    'warn',
    // The fresh file lives outside the project: name the project's Prettier config.
    '--config',
    path.resolve('.prettierrc.json'),
    fresh,
  ])
  if (fs.readFileSync(fresh, 'utf8') !== fs.readFileSync('payload-types.ts', 'utf8')) {
    throw new Error('payload-types.ts is out of date: run `npm run generate:types` and commit it.')
  }
}
