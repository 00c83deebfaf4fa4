import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'

const TEXTS = {
  fr: {
    subject: 'Votre double authentification a été réinitialisée',
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: 'Un administrateur a réinitialisé la double authentification de votre compte et fermé toutes vos sessions. À votre prochaine connexion, vous pourrez l’activer à nouveau depuis votre compte.',
    warning: 'Si vous n’avez rien demandé, répondez à cet e-mail ou contactez-nous sans attendre.',
    action: 'Se connecter',
  },
  en: {
    subject: 'Your two-factor authentication was reset',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'An administrator reset the two-factor authentication of your account and ended all your sessions. Next time you sign in, you can turn it on again from your account.',
    warning: 'If you did not ask for this, reply to this e-mail or contact us right away.',
    action: 'Sign in',
  },
} as const satisfies Record<Locale, unknown>

/** The account's notice that an admin reset its second factor, in its language. */
export const secondFactorResetEmail = (language: Locale, firstName: string) => {
  const texts = TEXTS[language]
  const link = `${env.serverUrl}${localizePath('/login', language)}`
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(texts.greeting(firstName))}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${link}">${escapeHtml(texts.action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(texts.warning)}</p>
</body></html>`
  const text = [texts.greeting(firstName), texts.body, `${texts.action} : ${link}`, texts.warning]
  return { subject: texts.subject, html, text: text.join('\n\n') }
}
