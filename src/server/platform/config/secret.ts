import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { env } from './env'

/**
 * PAYLOAD_SECRET signs sessions. Without one in the environment, a random secret is generated on
 * first use and kept in DATA_DIR/secret, so an app started with no configuration keeps its users
 * signed in across restarts. Creation is exclusive: concurrent starters read the same secret.
 */
export const resolvePayloadSecret = (): string => {
  if (env.payloadSecret) return env.payloadSecret
  const file = path.join(env.dataDir, 'secret')
  fs.mkdirSync(env.dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = fs.readFileSync(file, 'utf8').trim()
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`)
  return secret
}
