import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'

const TEXTS = {
  fr: {
    subject: (project: string) => `Votre projet est approuvé : ${project}`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: (project: string) =>
      `Bonne nouvelle : votre projet « ${project} » est approuvé. Vous pouvez suivre son avancement, ses mises à jour et ses factures dans votre espace client.`,
    newAccount:
      'Votre compte est prêt. Choisissez votre mot de passe avec ce lien, valable 72 heures et utilisable une fois :',
    newAction: 'Choisir mon mot de passe',
    existingAccount: 'Connectez-vous avec votre compte habituel :',
    existingAction: 'Ouvrir mon espace client',
  },
  en: {
    subject: (project: string) => `Your project is approved: ${project}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (project: string) =>
      `Good news: your project “${project}” is approved. You can follow its progress, updates and invoices in your client area.`,
    newAccount:
      'Your account is ready. Choose your password with this link, valid for 72 hours and usable once:',
    newAction: 'Choose my password',
    existingAccount: 'Sign in with your usual account:',
    existingAction: 'Open my client area',
  },
} as const satisfies Record<Locale, unknown>

/**
 * The client's e-mail once its brief is approved, in the account's language (a new account takes
 * the brief's; an existing one keeps its own choice): a link to choose a password for a new
 * account (a reset token), or to sign in for an account that existed already.
 */
export const approvalEmail = (args: {
  language: Locale
  firstName: string
  projectName: string
  passwordToken: string | null
}) => {
  const texts = TEXTS[args.language]
  const link = args.passwordToken
    ? `${env.serverUrl}${localizePath('/reset-password', args.language)}?token=${encodeURIComponent(args.passwordToken)}`
    : `${env.serverUrl}${localizePath('/login', args.language)}`
  const html = `<!doctype html><html lang="${args.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(texts.greeting(args.firstName))}</p>
<p>${escapeHtml(texts.body(args.projectName))}</p>
<p>${escapeHtml(args.passwordToken ? texts.newAccount : texts.existingAccount)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(args.passwordToken ? texts.newAction : texts.existingAction)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>
</body></html>`
  return { subject: texts.subject(args.projectName), html, link }
}
