import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; raw: string; subject: string; body: string }

/** Decodes the parts of a MIME message enough to read its subject and its text and HTML bodies. */
const decodeMime = (raw: string) => {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? ''
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?utf-8\?([bq])\?(.*?)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(parseInt(code, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\s+/g, ' ')
  const body = rest.join('\n\n')
  const decoded = body.includes('base64')
    ? body.replace(/^([A-Za-z0-9+/=]{20,}\r?\n?)+/gm, (block) =>
        Buffer.from(block.replace(/\s/g, ''), 'base64').toString('utf8'),
      )
    : body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)))
  return { subject, body: Buffer.from(decoded, 'latin1').toString('utf8') }
}

/**
 * A real SMTP server on loopback that keeps every message it receives, for tests to read, and
 * hands each to `onMail` too (the e2e suite's workers read them from files).
 */
export const startSmtpServer = async (
  port = 0,
  onMail: (mail: ReceivedMail) => void = () => {},
) => {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1')
        const mail = {
          to: session.envelope.rcptTo.map(({ address }) => address),
          raw,
          ...decodeMime(raw),
        }
        mails.push(mail)
        onMail(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const { port: bound } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${bound}`,
    ...readerOf(() => mails),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Reading a mailbox whose mails `received` lists, each time it is asked. */
export const readerOf = (received: () => ReceivedMail[]) => ({
  /** The first mail to `address` (that `matches`, if given), waiting up to 10 s for it. */
  mailTo: async (address: string, matches: (mail: ReceivedMail) => boolean = () => true) => {
    for (let waited = 0; waited < 10_000; waited += 100) {
      const mail = received().find(
        (candidate) => candidate.to.includes(address) && matches(candidate),
      )
      if (mail) return mail
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`No mail to ${address}`)
  },
  count: (address: string) => received().filter(({ to }) => to.includes(address)).length,
  all: (address: string) => received().filter(({ to }) => to.includes(address)),
})

/**
 * The decoded bytes of a mail's first part of `contentType` (an attachment or its text body),
 * in base64 or quoted-printable as nodemailer encodes it.
 */
export const partOf = (raw: string, contentType: string) => {
  const part = raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .find((candidate) => candidate.toLowerCase().includes(`content-type: ${contentType}`))
  if (!part) throw new Error(`No ${contentType} part`)
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n').split(/\r?\n--/)[0]!
  if (/content-transfer-encoding: base64/i.test(head)) {
    return Buffer.from(body.replace(/\s/g, ''), 'base64')
  }
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
    'latin1',
  )
}

/**
 * A test file's mail server, in SMTP_URL before the app's config is imported (it reads it once):
 * call it in `beforeAll` before importing the helpers that load the config, and `close` it after.
 */
export const useSmtpServer = async () => {
  const smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  return {
    ...smtp,
    close: async () => {
      delete process.env.SMTP_URL
      await smtp.close()
    },
  }
}
