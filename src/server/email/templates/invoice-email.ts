import { formatChf } from '@/domain/billing/money'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { env } from '../../config/env'
import { escapeHtml } from '../escape-html'

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

const dayOf = (date: string, language: Locale) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CH' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Zurich',
  }).format(new Date(date))

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
    dayOf(args.dueDate, args.language),
  )
  const greeting = texts.greeting(args.firstName)
  const html = `<!doctype html><html lang="${args.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(texts.portal)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(texts.action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>
</body></html>`
  const text = `${greeting}\n\n${body}\n\n${texts.portal}\n${link}\n`
  return { subject: texts.subject(args.invoiceNumber), html, text, link }
}
