import fs from 'node:fs/promises'
import path from 'node:path'

import type { EmailAdapter, SendEmailOptions } from 'payload'

/**
 * With no SMTP_URL, mails are not lost: each one is written as JSON to DATA_DIR/outbox/ and
 * logged, so a developer can read what the app would have sent.
 */
export const outboxAdapter =
  (dir: string, from: { address: string; name: string }): EmailAdapter =>
  ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message: SendEmailOptions) => {
      await fs.mkdir(dir, { recursive: true })
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.json`,
      )
      await fs.writeFile(file, JSON.stringify(message, null, 2))
      payload.logger.info(
        `[mail] to ${String(message.to)}: "${message.subject}" written to ${file}`,
      )
      return { file }
    },
  })
