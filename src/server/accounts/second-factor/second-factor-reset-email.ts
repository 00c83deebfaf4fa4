import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'
import { greetingOf } from '@/server/platform/email/greeting'

/** The account's notice that an admin reset its second factor, in its language. */
export const secondFactorResetEmail = (language: Locale, firstName: string) => {
  const t = getT(language, 'email-second-factor-reset')
  const greeting = greetingOf(language, firstName)
  const link = `${env.serverUrl}${localizePath('/login', language)}`
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t('body'))}</p>
<p><a href="${link}">${escapeHtml(t('action'))}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t('warning'))}</p>
</body></html>`
  const text = [greeting, t('body'), `${t('action')} : ${link}`, t('warning')]
  return { subject: t('subject'), html, text: text.join('\n\n') }
}
