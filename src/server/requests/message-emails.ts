import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'

type NewMessage = { requestId: number; pageConcerned: string; projectName: string; body: string }

const page = (lang: string, content: string) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">${content}</body></html>`

/** The studio's notice of a client's message (French, like the back office), linking to the thread. */
export const studioMessageEmail = (message: NewMessage & { from: string }) => {
  const link = `${env.serverUrl}/admin/support/${message.requestId}`
  return {
    to: env.contactEmail,
    subject: `Nouveau message : ${message.projectName} · ${message.pageConcerned}`,
    text: `${message.from} :\n\n${message.body}\n\nRépondre : ${link}`,
    html: page(
      'fr',
      `<p><strong>${escapeHtml(message.projectName)}</strong> · ${escapeHtml(message.from)}</p>
<p style="white-space:pre-wrap">${escapeHtml(message.body)}</p>
<p><a href="${link}">Répondre dans le back office</a></p>`,
    ),
  }
}

const CLIENT_TEXTS = {
  fr: {
    subject: (page: string) => `Nouveau message du studio : ${page}`,
    action: 'Répondre dans votre espace client',
  },
  en: {
    subject: (page: string) => `New message from the studio: ${page}`,
    action: 'Reply in your client area',
  },
} as const satisfies Record<Locale, unknown>

/** The client's notice of the studio's message, in the account's language, linking to the thread. */
export const clientMessageEmail = (message: NewMessage & { language: Locale }) => {
  const texts = CLIENT_TEXTS[message.language]
  const path = localizePath(`/espace-client/demandes/${message.requestId}`, message.language)
  const link = `${env.serverUrl}${path}`
  return {
    subject: texts.subject(message.pageConcerned),
    text: `${message.body}\n\n${texts.action} : ${link}`,
    html: page(
      message.language,
      `<p><strong>${escapeHtml(message.pageConcerned)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(message.body)}</p>
<p><a href="${link}">${escapeHtml(texts.action)}</a></p>`,
    ),
  }
}
