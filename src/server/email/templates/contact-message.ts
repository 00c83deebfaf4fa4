import type { ContactPriority } from '@/domain/site/contact-form'

import { escapeHtml } from '../escape-html'

const PRIORITY_LABELS: Record<ContactPriority, string> = {
  low: 'Basse',
  medium: 'Moyenne',
  high: 'Haute',
}

type Message = {
  name: string
  email: string
  subject: string
  priority: ContactPriority
  message: string
}

/** The support form's message as the studio receives it (in French, like the back office). */
export const contactMessageEmail = ({ name, email, subject, priority, message }: Message) => ({
  subject: `[Support · ${PRIORITY_LABELS[priority]}] ${subject}`,
  html: `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p><strong>${escapeHtml(name)}</strong> &lt;${escapeHtml(email)}&gt; · priorité ${PRIORITY_LABELS[priority].toLowerCase()}</p>
<p><strong>${escapeHtml(subject)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(message)}</p>
</body></html>`,
})
