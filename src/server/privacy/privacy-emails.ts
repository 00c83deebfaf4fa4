import { formatDayTime } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { env } from '@/server/platform/config/env'
import { actionMail } from '@/server/platform/email/action-mail'

const TEXTS = {
  fr: {
    subject: 'Vos données sont prêtes',
    subjectFor: (id: number) => `Export prêt : données du compte n° ${id}`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: (until: string) =>
      `Le fichier de vos données (un ZIP avec toutes les informations que nous conservons à votre sujet et vos fichiers) est prêt. Il se télécharge depuis votre compte, une fois connecté, jusqu’au ${until}.`,
    bodyFor: (id: number, until: string) =>
      `L’export des données du compte client n° ${id} est prêt. Il se télécharge depuis la page Clients du back office, une fois connecté, jusqu’au ${until}.`,
    action: 'Télécharger mes données',
    actionFor: 'Ouvrir la page Clients',
  },
  en: {
    subject: 'Your data is ready',
    subjectFor: (id: number) => `Export ready: data of account no. ${id}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (until: string) =>
      `The file of your data (a ZIP with everything we keep about you and your files) is ready. Download it from your account, once signed in, until ${until}.`,
    bodyFor: (id: number, until: string) =>
      `The export of client account no. ${id} is ready. Download it from the back office's Clients page, once signed in, until ${until}.`,
    action: 'Download my data',
    actionFor: 'Open the Clients page',
  },
} as const satisfies Record<Locale, unknown>

/**
 * The asker's notice that an export is ready: a client's own data (a link to its account page),
 * or an admin's export of a client's (a link to the Clients page). The file itself is never in
 * the mail: it opens only for the asker, signed in.
 */
export const dataExportReadyEmail = (args: {
  language: Locale
  firstName: string
  validUntil: string
  forAccount: number | null
}) => {
  const texts = TEXTS[args.language]
  const until = formatDayTime(args.validUntil, args.language)
  const forAccount = args.forAccount
  const { html, text } = actionMail({
    language: args.language,
    paragraphs: [
      texts.greeting(args.firstName),
      forAccount === null ? texts.body(until) : texts.bodyFor(forAccount, until),
    ],
    action:
      forAccount === null
        ? {
            label: texts.action,
            link: `${env.serverUrl}${localizePath('/espace-client/compte', args.language)}#donnees`,
          }
        : { label: texts.actionFor, link: `${env.serverUrl}/admin/clients` },
  })
  return {
    subject: forAccount === null ? texts.subject : texts.subjectFor(forAccount),
    html,
    text,
  }
}

/**
 * The studio's notice of an erasure (French, like the back office): the account's number and
 * who asked, nothing that was erased.
 */
export const erasureNoticeEmail = (userId: number, bySelf: boolean) => {
  const { html, text } = actionMail({
    language: 'fr',
    paragraphs: [
      `Les données personnelles du compte client n° ${userId} ont été effacées ${bySelf ? 'à la demande du client, depuis son compte' : 'par un administrateur'}.`,
      'Ses factures sont conservées sous « Client anonymisé », comme la loi le demande (10 ans). Pensez à effacer aussi ce client des outils hors de l’application (comptabilité, messagerie, sauvegardes selon leur rotation).',
    ],
    action: { label: 'Ouvrir le journal', link: `${env.serverUrl}/admin/journal` },
  })
  return {
    to: env.contactEmail,
    subject: `Droit à l’effacement exercé : compte n° ${userId}`,
    html,
    text,
  }
}
