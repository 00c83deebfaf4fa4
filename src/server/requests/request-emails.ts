import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'

type RequestSummary = {
  id: number
  pageConcerned: string
  changeDescription: string
  projectName: string
  client: { email: string; firstName?: string | null; lastName?: string | null }
}

/** The studio's notice of a new change request (French, like the back office), linking to it. */
export const requestNotificationEmail = (request: RequestSummary) => {
  const link = `${env.serverUrl}/admin/support?request=${request.id}`
  const name = [request.client.firstName, request.client.lastName].filter(Boolean).join(' ')
  const who = name ? `${name} <${request.client.email}>` : request.client.email
  return {
    to: env.contactEmail,
    replyTo: request.client.email,
    subject: `Nouvelle demande : ${request.projectName} · ${request.pageConcerned}`,
    html: `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p><strong>${escapeHtml(request.projectName)}</strong> · ${escapeHtml(who)}</p>
<p>Page concernée : ${escapeHtml(request.pageConcerned)}</p>
<p style="white-space:pre-wrap">${escapeHtml(request.changeDescription)}</p>
<p><a href="${link}">Ouvrir la demande dans le back office</a></p></body></html>`,
  }
}

const RESOLVED_TEXTS = {
  fr: {
    subject: (page: string) => `Votre demande est terminée : ${page}`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: 'Votre demande de modification est terminée et en ligne :',
    action: 'Voir mes demandes',
  },
  en: {
    subject: (page: string) => `Your request is done: ${page}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'Your change request is done and live:',
    action: 'See my requests',
  },
} as const satisfies Record<Locale, unknown>

/** The client's notice that a request is done, in the account's language, linking to the portal. */
export const requestResolvedEmail = (args: {
  language: Locale
  firstName: string
  pageConcerned: string
  changeDescription: string
}) => {
  const texts = RESOLVED_TEXTS[args.language]
  const link = `${env.serverUrl}${localizePath('/espace-client/demandes', args.language)}`
  return {
    subject: texts.subject(args.pageConcerned),
    html: `<!doctype html><html lang="${args.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(texts.greeting(args.firstName))}</p>
<p>${escapeHtml(texts.body)}</p>
<p><strong>${escapeHtml(args.pageConcerned)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(args.changeDescription)}</p>
<p><a href="${link}">${escapeHtml(texts.action)}</a></p></body></html>`,
  }
}
