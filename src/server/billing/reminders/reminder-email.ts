import { formatChf } from '@/domain/billing/money'
import { formatDay } from '@/domain/dates/format'
import type { ReminderLevel } from '@/domain/billing/reminders'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { env } from '@/server/platform/config/env'
import { actionMail } from '@/server/platform/email/action-mail'

type Facts = { number: string; due: string; owed: string }

const TEXTS = {
  fr: {
    subject: {
      1: (f: Facts) => `Rappel : facture ${f.number}`,
      2: (f: Facts) => `2e rappel : facture ${f.number}`,
      3: (f: Facts) => `Mise en demeure : facture ${f.number}`,
    },
    body: {
      1: (f: Facts) =>
        `Sauf erreur de notre part, la facture ${f.number}, échue le ${f.due}, n’est pas encore réglée : il reste ${f.owed} à payer. Si le paiement est en route, merci de ne pas tenir compte de ce message.`,
      2: (f: Facts) =>
        `Malgré notre premier rappel, la facture ${f.number}, échue le ${f.due}, reste impayée : ${f.owed}. Merci de la régler dans les 10 jours ou de nous contacter.`,
      3: (f: Facts) =>
        `La facture ${f.number}, échue le ${f.due}, reste impayée malgré deux rappels : ${f.owed}. Nous vous mettons en demeure de la régler dans les 10 jours.`,
    },
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    portal: 'La facture et sa section de paiement QR sont dans votre espace client :',
    action: 'Voir mes factures',
  },
  en: {
    subject: {
      1: (f: Facts) => `Reminder: invoice ${f.number}`,
      2: (f: Facts) => `Second reminder: invoice ${f.number}`,
      3: (f: Facts) => `Final notice: invoice ${f.number}`,
    },
    body: {
      1: (f: Facts) =>
        `Unless we are mistaken, invoice ${f.number}, due on ${f.due}, has not been paid yet: ${f.owed} remains due. If your payment is on its way, please disregard this message.`,
      2: (f: Facts) =>
        `Despite our first reminder, invoice ${f.number}, due on ${f.due}, remains unpaid: ${f.owed}. Please pay it within 10 days or get in touch with us.`,
      3: (f: Facts) =>
        `Invoice ${f.number}, due on ${f.due}, remains unpaid after two reminders: ${f.owed}. This is our final notice to pay it within 10 days.`,
    },
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    portal: 'The invoice and its QR payment part are in your client area:',
    action: 'See my invoices',
  },
} as const satisfies Record<Locale, unknown>

/** The reminder of an unpaid invoice, at its level, in the client's language. */
export const reminderEmail = (args: {
  language: Locale
  level: ReminderLevel
  firstName: string
  invoiceNumber: string
  owed: number
  dueDate: string
}) => {
  const texts = TEXTS[args.language]
  const facts: Facts = {
    number: args.invoiceNumber,
    due: formatDay(args.dueDate, args.language),
    owed: formatChf(args.owed, 2),
  }
  const link = `${env.serverUrl}${localizePath('/espace-client/factures', args.language)}`
  const { html, text } = actionMail({
    language: args.language,
    paragraphs: [texts.greeting(args.firstName), texts.body[args.level](facts), texts.portal],
    action: { label: texts.action, link },
  })
  return { subject: texts.subject[args.level](facts), html, text }
}
