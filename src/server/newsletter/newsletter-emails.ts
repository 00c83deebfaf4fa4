import type { Locale } from '@/domain/locales'
import { CONFIRMATION_VALID_DAYS } from '@/domain/newsletter/consent'
import { localizePath } from '@/domain/web/locale-path'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'

const TEXTS = {
  fr: {
    confirmSubject: 'Confirmez votre inscription à la newsletter',
    confirmBody: `Vous (ou quelqu’un d’autre) avez demandé à recevoir notre newsletter à cette adresse. Confirmez votre inscription ; ce lien est valable ${CONFIRMATION_VALID_DAYS} jours :`,
    confirmAction: 'Confirmer mon inscription',
    confirmIgnore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : vous ne recevrez rien et votre adresse sera effacée.',
    welcomeSubject: 'Votre inscription à la newsletter est confirmée',
    welcomeBody: 'Merci ! Vous recevrez notre newsletter : un e-mail par mois, pas plus.',
    unsubscribe: 'Se désinscrire',
    unsubscribeNote: 'Vous pouvez vous désinscrire à tout moment :',
  },
  en: {
    confirmSubject: 'Confirm your newsletter subscription',
    confirmBody: `You (or someone else) asked to receive our newsletter at this address. Confirm your subscription; this link is valid for ${CONFIRMATION_VALID_DAYS} days:`,
    confirmAction: 'Confirm my subscription',
    confirmIgnore:
      'If you did not ask for this, ignore this e-mail: you will receive nothing and your address will be erased.',
    welcomeSubject: 'Your newsletter subscription is confirmed',
    welcomeBody: 'Thank you! You will receive our newsletter: one e-mail a month, no more.',
    unsubscribe: 'Unsubscribe',
    unsubscribeNote: 'You can unsubscribe at any time:',
  },
} as const satisfies Record<Locale, unknown>

const page = (language: Locale, paragraphs: string) =>
  `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
${paragraphs}
</body></html>`

const button = (link: string, label: string) =>
  `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>`

/** The double opt-in mail, in the language the visitor subscribed in. */
export const newsletterConfirmationEmail = (language: Locale, token: string) => {
  const texts = TEXTS[language]
  const link = `${env.serverUrl}${localizePath('/newsletter/confirmer', language)}?token=${encodeURIComponent(token)}`
  return {
    subject: texts.confirmSubject,
    html: page(
      language,
      `<p>${escapeHtml(texts.confirmBody)}</p>
${button(link, texts.confirmAction)}
<p style="font-size:13px;color:#475569">${escapeHtml(texts.confirmIgnore)}</p>`,
    ),
    text: `${texts.confirmBody}\n\n${link}\n\n${texts.confirmIgnore}\n`,
  }
}

/**
 * What every newsletter mail carries: a link to the unsubscribe page in its body, and the
 * headers with which a mail client offers a one-click unsubscribe (RFC 8058: a POST to the API,
 * never a GET, which link scanners follow).
 */
export const unsubscribeParts = (language: Locale, token: string) => {
  const texts = TEXTS[language]
  const query = `token=${encodeURIComponent(token)}`
  const pageLink = `${env.serverUrl}${localizePath('/newsletter/desinscription', language)}?${query}`
  const oneClick = `${env.serverUrl}/api/newsletter-subscribers/unsubscribe?${query}`
  return {
    html: `<p style="font-size:13px;color:#475569">${escapeHtml(texts.unsubscribeNote)} <a href="${pageLink}">${escapeHtml(texts.unsubscribe)}</a></p>`,
    text: `${texts.unsubscribeNote} ${pageLink}\n`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** The first newsletter mail, once the subscription is confirmed. */
export const newsletterWelcomeEmail = (language: Locale, unsubscribeToken: string) => {
  const texts = TEXTS[language]
  const unsubscribe = unsubscribeParts(language, unsubscribeToken)
  return {
    subject: texts.welcomeSubject,
    html: page(language, `<p>${escapeHtml(texts.welcomeBody)}</p>\n${unsubscribe.html}`),
    text: `${texts.welcomeBody}\n\n${unsubscribe.text}`,
    headers: unsubscribe.headers,
  }
}
