import { formatChf } from '@/domain/billing/money'
import { formatDay } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { env } from '@/server/platform/config/env'
import { actionMail } from '@/server/platform/email/action-mail'

const TEXTS = {
  fr: {
    subject: (number: string) => `Votre facture ${number}`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: (number: string, amount: string, due: string) =>
      `Vous trouverez ci-joint la facture ${number} de ${amount}, payable jusqu’au ${due}. Sa section de paiement QR se règle depuis votre application bancaire.`,
    portal: 'Vos factures sont aussi dans votre espace client :',
    action: 'Voir mes factures',
  },
  en: {
    subject: (number: string) => `Your invoice ${number}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (number: string, amount: string, due: string) =>
      `Please find attached invoice ${number} for ${amount}, due by ${due}. Its QR payment part can be paid from your banking app.`,
    portal: 'Your invoices are also in your client area:',
    action: 'See my invoices',
  },
} as const satisfies Record<Locale, unknown>

/** The client's e-mail that carries a sent invoice (attached by the caller), in its language. */
export const invoiceEmail = (args: {
  language: Locale
  firstName: string
  invoiceNumber: string
  amount: number
  dueDate: string
}) => {
  const texts = TEXTS[args.language]
  const link = `${env.serverUrl}${localizePath('/espace-client/factures', args.language)}`
  const body = texts.body(
    args.invoiceNumber,
    formatChf(args.amount, 2),
    formatDay(args.dueDate, args.language),
  )
  const greeting = texts.greeting(args.firstName)
  const { html, text } = actionMail({
    language: args.language,
    paragraphs: [greeting, body, texts.portal],
    action: { label: texts.action, link },
  })
  return { subject: texts.subject(args.invoiceNumber), html, text, link }
}
