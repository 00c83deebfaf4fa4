import type { Locale } from '@/domain/locales'
import { PROJECT_TYPE_LABELS, type ProjectType } from '@/domain/projects/type'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'

type BriefSummary = {
  id: number
  firstName: string
  lastName: string
  companyName: string
  email: string
  phone: string
  projectType: ProjectType
  businessDescription: string
  language: Locale
}

const page = (lang: Locale, body: string) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">${body}</body></html>`

const ACK = {
  fr: {
    subject: 'Nous avons bien reçu votre brief',
    body: (name: string, offer: string) =>
      `<p>Bonjour ${name},</p><p>Merci pour votre brief (${offer}). Nous l’étudions et vous répondons sous 24 heures.</p><p>L’équipe du studio</p>`,
  },
  en: {
    subject: 'We have received your brief',
    body: (name: string, offer: string) =>
      `<p>Hello ${name},</p><p>Thank you for your brief (${offer}). We are studying it and will answer within 24 hours.</p><p>The studio team</p>`,
  },
} as const satisfies Record<Locale, unknown>

/** The visitor's acknowledgement, in the language of the page the brief was sent from. */
export const briefAckEmail = (brief: BriefSummary) => {
  const texts = ACK[brief.language]
  return {
    to: brief.email,
    subject: texts.subject,
    html: page(
      brief.language,
      texts.body(escapeHtml(brief.firstName), escapeHtml(PROJECT_TYPE_LABELS[brief.projectType])),
    ),
  }
}

/** The studio's notification (French, like the back office), linking to the submission. */
export const briefNotificationEmail = (brief: BriefSummary) => {
  const link = `${env.serverUrl}/admin/submissions?submission=${brief.id}`
  const who = `${brief.firstName} ${brief.lastName} (${brief.companyName})`
  return {
    to: env.contactEmail,
    replyTo: brief.email,
    subject: `Nouveau brief : ${who} · ${PROJECT_TYPE_LABELS[brief.projectType]}`,
    html: page(
      'fr',
      `<p><strong>${escapeHtml(who)}</strong> &lt;${escapeHtml(brief.email)}&gt; · ${escapeHtml(brief.phone)}</p>
<p style="white-space:pre-wrap">${escapeHtml(brief.businessDescription)}</p>
<p><a href="${link}">Ouvrir la soumission dans le back office</a></p>`,
    ),
  }
}
