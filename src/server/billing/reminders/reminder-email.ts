import { formatChf } from '@/domain/billing/money'
import { formatDay } from '@/domain/dates/format'
import type { ReminderLevel } from '@/domain/billing/reminders'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { actionMail } from '@/server/platform/email/action-mail'
import { greetingOf } from '@/server/platform/email/greeting'

/** The reminder of an unpaid invoice, at its level, in the client's language. */
export const reminderEmail = (args: {
  language: Locale
  level: ReminderLevel
  firstName: string
  invoiceNumber: string
  owed: number
  dueDate: string
  /** The studio's lines under the mail (`studioSignature`). */
  signature: string[]
}) => {
  const t = getT(args.language, 'email-reminder')
  const facts = {
    number: args.invoiceNumber,
    due: formatDay(args.dueDate, args.language),
    owed: formatChf(args.owed, 2),
  }
  const link = `${env.serverUrl}${localizePath('/espace-client/factures', args.language)}`
  const { html, text } = actionMail({
    language: args.language,
    paragraphs: [
      greetingOf(args.language, args.firstName),
      t(`body.${args.level}`, facts),
      t('portal'),
    ],
    action: { label: t('action'), link },
    signature: args.signature,
  })
  return { subject: t(`subject.${args.level}`, facts), html, text }
}
