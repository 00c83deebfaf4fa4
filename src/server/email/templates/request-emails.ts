import { env } from '../../config/env'
import { escapeHtml } from '../escape-html'

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
