import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'

import { env } from '../config/env'
import { outboxAdapter } from './outbox-adapter'

/** Real SMTP when SMTP_URL is set; otherwise the developer outbox under DATA_DIR. */
export const emailAdapter = () =>
  env.smtpUrl
    ? nodemailerAdapter({
        defaultFromAddress: env.mailFrom,
        defaultFromName: env.mailFromName,
        transport: nodemailer.createTransport(env.smtpUrl),
        skipVerify: true,
      })
    : outboxAdapter(path.join(env.dataDir, 'outbox'), {
        address: env.mailFrom,
        name: env.mailFromName,
      })
