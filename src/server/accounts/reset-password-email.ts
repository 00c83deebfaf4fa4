import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'
import { greetingOf } from '@/server/platform/email/greeting'

/**
 * The reset e-mail in the account's language. The link is built from SERVER_URL, never from the
 * request's Host header, so a forged Host cannot send users to another site.
 */
export const resetPasswordEmail = (language: Locale, firstName: string, token: string) => {
  const t = getT(language, 'email-reset-password')
  const link = `${env.serverUrl}${localizePath('/reset-password', language)}?token=${encodeURIComponent(token)}`
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(greetingOf(language, firstName))}</p>
<p>${escapeHtml(t('body'))}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t('action'))}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(t('ignore'))}</p>
</body></html>`
  return { subject: t('subject'), html, link }
}
