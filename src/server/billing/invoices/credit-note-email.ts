import { formatChf } from '@/domain/billing/money'
import { formatDay } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { actionMail } from '@/server/platform/email/action-mail'
import { greetingOf } from '@/server/platform/email/greeting'

/** The client's e-mail that carries a credit note (attached by the caller), in its language. */
export const creditNoteEmail = (args: {
  language: Locale
  firstName: string
  creditNoteNumber: string
  invoiceNumber: string
  invoiceDate: string
  amount: number
  reason: string | null
  /** The studio's lines under the mail (`studioSignature`). */
  signature: string[]
}) => {
  const t = getT(args.language, 'email-credit-note')
  const link = `${env.serverUrl}${localizePath('/espace-client/factures', args.language)}`
  const facts = {
    creditNote: args.creditNoteNumber,
    invoice: args.invoiceNumber,
    invoiceDate: formatDay(args.invoiceDate, args.language),
    amount: formatChf(args.amount, 2),
  }
  const paragraphs = [greetingOf(args.language, args.firstName), t('body', facts)]
  if (args.reason) paragraphs.push(t('reason', { reason: args.reason }))
  paragraphs.push(t('portal'))
  const { html, text } = actionMail({
    language: args.language,
    paragraphs,
    action: { label: t('action'), link },
    signature: args.signature,
  })
  return { subject: t('subject', facts), html, text, link }
}
