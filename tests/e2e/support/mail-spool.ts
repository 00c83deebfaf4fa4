import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { readerOf, startSmtpServer, type ReceivedMail } from '../../helpers/smtp'

/** The SMTP port the app under test sends to (`npm test` sets SMTP_URL to it). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)

/**
 * Playwright's global set-up: one real SMTP server for the app under test, for the whole run,
 * writing each mail it receives as a file into a folder (E2E_MAIL_SPOOL) that every worker reads.
 */
export default async function startMailSpool() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-mails-'))
  process.env.E2E_MAIL_SPOOL = dir
  // Written beside, then renamed: a worker never reads half a mail.
  const server = await startSmtpServer(E2E_SMTP_PORT, (mail) => {
    const name = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}`
    fs.writeFileSync(path.join(dir, `${name}.part`), JSON.stringify(mail))
    fs.renameSync(path.join(dir, `${name}.part`), path.join(dir, `${name}.json`))
  })
  return async () => {
    await server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The mails the run's SMTP server received so far, in the order they came. Each file is read
 * once per worker: the spool grows to hundreds of mails (invoices carry their PDF), and a test
 * waiting for one asks ten times a second.
 */
const read = new Map<string, ReceivedMail>()
const spooled = (): ReceivedMail[] => {
  const dir = process.env.E2E_MAIL_SPOOL
  if (!dir) throw new Error('No mail spool: run the e2e tests with `npm run test:e2e`')
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const known = read.get(file)
      if (known) return known
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail
      read.set(file, mail)
      return mail
    })
}

export const spoolMailbox = () => readerOf(spooled)
export type Mailbox = ReturnType<typeof spoolMailbox>
