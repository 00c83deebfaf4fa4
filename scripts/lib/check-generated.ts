import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { bin, ChildExitError, runNode } from './run'

/** Node 20's exit code when a top-level await never settled. */
const UNSETTLED_TOP_LEVEL_AWAIT = 13

/**
 * Fails when payload-types.ts is not what the current config generates (someone changed a
 * collection and forgot `npm run generate:types`).
 */
export const checkGeneratedTypes = async () => {
  const fresh = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'studio-types-')),
    'payload-types.ts',
  )
  // On a cold tsx cache, Node 20's module-loader hooks now and then leave a dynamic import
  // pending forever (see scripts/generate-types.ts); the process then ends with code 13 having
  // written nothing. A second process starts with a warm cache, so it is run again, at most twice.
  for (let attempt = 1; ; attempt++) {
    try {
      await runNode(bin.tsx, ['scripts/generate-types.ts'], {
        env: { ...process.env, PAYLOAD_TS_OUTPUT_PATH: fresh },
      })
      break
    } catch (error) {
      const stalled =
        error instanceof ChildExitError && error.exitCode === UNSETTLED_TOP_LEVEL_AWAIT
      if (!stalled || attempt === 3) throw error
      console.log(`generate-types: module loading stalled (exit 13), running it again`)
    }
  }
  if (fs.readFileSync(fresh, 'utf8') !== fs.readFileSync('payload-types.ts', 'utf8')) {
    throw new Error('payload-types.ts is out of date: run `npm run generate:types` and commit it.')
  }
}
