import { formatChf } from '@/domain/billing/money'
import { formatDay } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { env } from '@/server/platform/config/env'
import { actionMail } from '@/server/platform/email/action-mail'

type Facts = { creditNote: string; invoice: string; invoiceDate: string; amount: string }

const TEXTS = {
  fr: {
    subject: (f: Facts) => `Note de crédit ${f.creditNote} : facture ${f.invoice} annulée`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: (f: Facts) =>
      `La facture ${f.invoice} du ${f.invoiceDate} est annulée. Vous trouverez ci-joint la note de crédit ${f.creditNote} de ${f.amount} : vous n’avez rien à payer pour cette facture.`,
    reason: (reason: string) => `Motif : ${reason}`,
    portal: 'Vos factures et notes de crédit sont aussi dans votre espace client :',
    action: 'Voir mes factures',
  },
  en: {
    subject: (f: Facts) => `Credit note ${f.creditNote}: invoice ${f.invoice} cancelled`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (f: Facts) =>
      `Invoice ${f.invoice} of ${f.invoiceDate} is cancelled. Please find attached credit note ${f.creditNote} for ${f.amount}: you have nothing to pay for this invoice.`,
    reason: (reason: string) => `Reason: ${reason}`,
    portal: 'Your invoices and credit notes are also in your client area:',
    action: 'See my invoices',
  },
} as const satisfies Record<Locale, unknown>

/** The client's e-mail that carries a credit note (attached by the caller), in its language. */
export const creditNoteEmail = (args: {
  language: Locale
  firstName: string
  creditNoteNumber: string
  invoiceNumber: string
  invoiceDate: string
  amount: number
  reason: string | null
}) => {
  const texts = TEXTS[args.language]
  const link = `${env.serverUrl}${localizePath('/espace-client/factures', args.language)}`
  const facts: Facts = {
    creditNote: args.creditNoteNumber,
    invoice: args.invoiceNumber,
    invoiceDate: formatDay(args.invoiceDate, args.language),
    amount: formatChf(args.amount, 2),
  }
  const paragraphs = [texts.greeting(args.firstName), texts.body(facts)]
  if (args.reason) paragraphs.push(texts.reason(args.reason))
  paragraphs.push(texts.portal)
  const { html, text } = actionMail({
    language: args.language,
    paragraphs,
    action: { label: texts.action, link },
  })
  return { subject: texts.subject(facts), html, text, link }
}
