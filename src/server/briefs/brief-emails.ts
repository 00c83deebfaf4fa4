import type { Locale } from '@/domain/locales'
import type { ProjectType } from '@/domain/projects/type'
import { labelsOf } from '@/i18n/labels'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'
import { greetingOf } from '@/server/platform/email/greeting'

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

/** The visitor's acknowledgement, in the language of the page the brief was sent from. */
export const briefAckEmail = (brief: BriefSummary) => {
  const t = getT(brief.language, 'email-brief')
  const paragraphs = [
    greetingOf(brief.language, brief.firstName),
    t('ackBody', { offer: labelsOf(brief.language, 'projectType')[brief.projectType] }),
    t('ackSignature'),
  ]
  return {
    to: brief.email,
    subject: t('ackSubject'),
    html: page(brief.language, paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')),
  }
}

/** The studio's notification (French, like the back office), linking to the submission. */
export const briefNotificationEmail = (brief: BriefSummary, inbox: string) => {
  const link = `${env.serverUrl}/admin/submissions?submission=${brief.id}`
  const who = `${brief.firstName} ${brief.lastName} (${brief.companyName})`
  const t = getT('fr', 'email-brief')
  return {
    to: inbox,
    replyTo: brief.email,
    subject: t('studioSubject', { who, offer: labelsOf('fr', 'projectType')[brief.projectType] }),
    html: page(
      'fr',
      `<p><strong>${escapeHtml(who)}</strong> &lt;${escapeHtml(brief.email)}&gt; · ${escapeHtml(brief.phone)}</p>
<p style="white-space:pre-wrap">${escapeHtml(brief.businessDescription)}</p>
<p><a href="${link}">${escapeHtml(t('studioAction'))}</a></p>`,
    ),
  }
}

/**
 * The sender's e-mail when its brief is rejected with a reason, in the language of the page the
 * brief was sent from: the reason as the admin wrote it, its line breaks kept.
 */
export const briefRejectionEmail = (brief: BriefSummary, reason: string) => {
  const t = getT(brief.language, 'email-brief')
  const before = [
    greetingOf(brief.language, brief.firstName),
    t('rejectBody', { company: brief.companyName }),
    t('rejectReason'),
  ]
  const after = [t('rejectClosing'), t('ackSignature')]
  const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('')
  return {
    to: brief.email,
    subject: t('rejectSubject', { company: brief.companyName }),
    html: page(
      brief.language,
      `${paragraphs(before)}<blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid #cbd5e1;white-space:pre-wrap">${escapeHtml(reason)}</blockquote>${paragraphs(after)}`,
    ),
    text: [...before, reason, ...after].join('\n\n'),
  }
}
