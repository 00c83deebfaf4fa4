import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'

const TEXTS = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe',
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: 'Vous avez demandé à réinitialiser le mot de passe de votre espace client. Ce lien est valable une heure et ne sert qu’une fois :',
    action: 'Choisir un nouveau mot de passe',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'You asked to reset the password of your client space. This link is valid for one hour and works once:',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
  },
} as const satisfies Record<Locale, unknown>

/**
 * The reset e-mail in the account's language. The link is built from SERVER_URL, never from the
 * request's Host header, so a forged Host cannot send users to another site.
 */
export const resetPasswordEmail = (language: Locale, firstName: string, token: string) => {
  const texts = TEXTS[language]
  const link = `${env.serverUrl}${localizePath('/reset-password', language)}?token=${encodeURIComponent(token)}`
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(texts.greeting(firstName))}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(texts.action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(texts.ignore)}</p>
</body></html>`
  return { subject: texts.subject, html, link }
}
