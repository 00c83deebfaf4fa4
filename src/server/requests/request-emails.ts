import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'
import { greetingOf } from '@/server/platform/email/greeting'

type RequestSummary = {
  id: number
  pageConcerned: string
  changeDescription: string
  projectName: string
  client: { email: string; firstName?: string | null; lastName?: string | null }
}

/** The studio's notice of a new change request (French, like the back office), linking to it. */
export const requestNotificationEmail = (request: RequestSummary, inbox: string) => {
  const link = `${env.serverUrl}/admin/support?request=${request.id}`
  const name = [request.client.firstName, request.client.lastName].filter(Boolean).join(' ')
  const who = name ? `${name} <${request.client.email}>` : request.client.email
  const t = getT('fr', 'email-request')
  return {
    to: inbox,
    replyTo: request.client.email,
    subject: t('studioSubject', { project: request.projectName, page: request.pageConcerned }),
    html: `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p><strong>${escapeHtml(request.projectName)}</strong> · ${escapeHtml(who)}</p>
<p>${escapeHtml(t('studioPage', { page: request.pageConcerned }))}</p>
<p style="white-space:pre-wrap">${escapeHtml(request.changeDescription)}</p>
<p><a href="${link}">${escapeHtml(t('studioAction'))}</a></p></body></html>`,
  }
}

/** The client's notice that a request is done, in the account's language, linking to the portal. */
export const requestResolvedEmail = (args: {
  language: Locale
  firstName: string
  pageConcerned: string
  changeDescription: string
}) => {
  const t = getT(args.language, 'email-request')
  const link = `${env.serverUrl}${localizePath('/espace-client/demandes', args.language)}`
  return {
    subject: t('resolvedSubject', { page: args.pageConcerned }),
    html: `<!doctype html><html lang="${args.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(greetingOf(args.language, args.firstName))}</p>
<p>${escapeHtml(t('resolvedBody'))}</p>
<p><strong>${escapeHtml(args.pageConcerned)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(args.changeDescription)}</p>
<p><a href="${link}">${escapeHtml(t('resolvedAction'))}</a></p></body></html>`,
  }
}
