import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'

type NewMessage = { requestId: number; pageConcerned: string; projectName: string; body: string }

const page = (lang: string, content: string) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">${content}</body></html>`

/** The studio's notice of a client's message (French, like the back office), linking to the thread. */
export const studioMessageEmail = (message: NewMessage & { from: string }, inbox: string) => {
  const link = `${env.serverUrl}/admin/support/${message.requestId}`
  const t = getT('fr', 'email-message')
  return {
    to: inbox,
    subject: t('studioSubject', { project: message.projectName, page: message.pageConcerned }),
    text: `${message.from} :\n\n${message.body}\n\n${t('studioReplyText', { link })}`,
    html: page(
      'fr',
      `<p><strong>${escapeHtml(message.projectName)}</strong> · ${escapeHtml(message.from)}</p>
<p style="white-space:pre-wrap">${escapeHtml(message.body)}</p>
<p><a href="${link}">${escapeHtml(t('studioAction'))}</a></p>`,
    ),
  }
}

/** The client's notice of the studio's message, in the account's language, linking to the thread. */
export const clientMessageEmail = (message: NewMessage & { language: Locale }) => {
  const t = getT(message.language, 'email-message')
  const path = localizePath(`/espace-client/demandes/${message.requestId}`, message.language)
  const link = `${env.serverUrl}${path}`
  return {
    subject: t('clientSubject', { page: message.pageConcerned }),
    text: `${message.body}\n\n${t('clientAction')} : ${link}`,
    html: page(
      message.language,
      `<p><strong>${escapeHtml(message.pageConcerned)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(message.body)}</p>
<p><a href="${link}">${escapeHtml(t('clientAction'))}</a></p>`,
    ),
  }
}
