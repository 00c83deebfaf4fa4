import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'
import { greetingOf } from '@/server/platform/email/greeting'

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
  const t = getT(args.language, 'email-approval')
  const link = args.passwordToken
    ? `${env.serverUrl}${localizePath('/reset-password', args.language)}?token=${encodeURIComponent(args.passwordToken)}`
    : `${env.serverUrl}${localizePath('/login', args.language)}`
  const html = `<!doctype html><html lang="${args.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(greetingOf(args.language, args.firstName))}</p>
<p>${escapeHtml(t('body', { project: args.projectName }))}</p>
<p>${escapeHtml(t(args.passwordToken ? 'newAccount' : 'existingAccount'))}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t(args.passwordToken ? 'newAction' : 'existingAction'))}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>
</body></html>`
  return { subject: t('subject', { project: args.projectName }), html, link }
}
