import type { Locale } from '@/domain/locales'
import { CONFIRMATION_VALID_DAYS } from '@/domain/newsletter/consent'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'

const page = (language: Locale, paragraphs: string) =>
  `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
${paragraphs}
</body></html>`

const button = (link: string, label: string) =>
  `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>`

/** The double opt-in mail, in the language the visitor subscribed in. */
export const newsletterConfirmationEmail = (language: Locale, token: string) => {
  const t = getT(language, 'email-newsletter')
  const body = t('confirmBody', { days: CONFIRMATION_VALID_DAYS })
  const link = `${env.serverUrl}${localizePath('/newsletter/confirmer', language)}?token=${encodeURIComponent(token)}`
  return {
    subject: t('confirmSubject'),
    html: page(
      language,
      `<p>${escapeHtml(body)}</p>
${button(link, t('confirmAction'))}
<p style="font-size:13px;color:#475569">${escapeHtml(t('confirmIgnore'))}</p>`,
    ),
    text: `${body}\n\n${link}\n\n${t('confirmIgnore')}\n`,
  }
}

/**
 * What every newsletter mail carries: a link to the unsubscribe page in its body, and the
 * headers with which a mail client offers a one-click unsubscribe (RFC 8058: a POST to the API,
 * never a GET, which link scanners follow).
 */
export const unsubscribeParts = (language: Locale, token: string) => {
  const t = getT(language, 'email-newsletter')
  const query = `token=${encodeURIComponent(token)}`
  const pageLink = `${env.serverUrl}${localizePath('/newsletter/desinscription', language)}?${query}`
  const oneClick = `${env.serverUrl}/api/newsletter-subscribers/unsubscribe?${query}`
  return {
    html: `<p style="font-size:13px;color:#475569">${escapeHtml(t('unsubscribeNote'))} <a href="${pageLink}">${escapeHtml(t('unsubscribe'))}</a></p>`,
    text: `${t('unsubscribeNote')} ${pageLink}\n`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** The first newsletter mail, once the subscription is confirmed. */
export const newsletterWelcomeEmail = (language: Locale, unsubscribeToken: string) => {
  const t = getT(language, 'email-newsletter')
  const unsubscribe = unsubscribeParts(language, unsubscribeToken)
  return {
    subject: t('welcomeSubject'),
    html: page(language, `<p>${escapeHtml(t('welcomeBody'))}</p>\n${unsubscribe.html}`),
    text: `${t('welcomeBody')}\n\n${unsubscribe.text}`,
    headers: unsubscribe.headers,
  }
}
