import { formatChf } from '@/domain/billing/money'
import { formatDay } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { actionMail } from '@/server/platform/email/action-mail'
import { greetingOf } from '@/server/platform/email/greeting'

/** The client's e-mail that carries a sent invoice (attached by the caller), in its language. */
export const invoiceEmail = (args: {
  language: Locale
  firstName: string
  invoiceNumber: string
  amount: number
  dueDate: string
  /** The studio's lines under the mail (`studioSignature`). */
  signature: string[]
}) => {
  const t = getT(args.language, 'email-invoice')
  const link = `${env.serverUrl}${localizePath('/espace-client/factures', args.language)}`
  const body = t('body', {
    number: args.invoiceNumber,
    amount: formatChf(args.amount, 2),
    due: formatDay(args.dueDate, args.language),
  })
  const greeting = greetingOf(args.language, args.firstName)
  const { html, text } = actionMail({
    language: args.language,
    paragraphs: [greeting, body, t('portal')],
    action: { label: t('action'), link },
    signature: args.signature,
  })
  return { subject: t('subject', { number: args.invoiceNumber }), html, text, link }
}
