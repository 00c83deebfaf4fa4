import type { Locale } from '@/domain/locales'
import type { NotificationKind } from '@/domain/notifications/kinds'
import { isFrenchOnly, localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { escapeHtml } from '@/server/platform/email/escape-html'

export type DigestEntry = { kind: NotificationKind; subject: string; path: string }

/**
 * One mail for a person's notifications since the last one: each on its line, with a link to its
 * page, in the person's language, as HTML and plain text. The back office is French only, so its
 * pages keep their French address whatever the reader's language.
 */
export const notificationDigestEmail = (args: {
  language: Locale
  firstName: string
  entries: DigestEntry[]
  settingsPath: string
}) => {
  const t = getT(args.language, 'portal')
  const linkOf = (path: string) =>
    `${env.serverUrl}${isFrenchOnly(path) ? path : localizePath(path, args.language)}`
  const lines = args.entries.map((entry) => ({
    text: t(`notifications.kinds.${entry.kind}`, { subject: entry.subject }),
    link: linkOf(entry.path),
  }))
  const greeting = args.firstName
    ? t('notifications.digest.greeting', { name: args.firstName })
    : t('notifications.digest.greetingNoName')
  const intro = t('notifications.digest.intro')
  const settingsLink = linkOf(args.settingsPath)
  const settings = t('notifications.digest.settings', { link: settingsLink })
  const open = t('notifications.digest.open')
  const html = `<!doctype html><html lang="${args.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul>
${lines.map((line) => `<li>${escapeHtml(line.text)} · <a href="${escapeHtml(line.link)}">${escapeHtml(open)}</a></li>`).join('\n')}
</ul>
<p style="font-size:13px;color:#475569">${escapeHtml(settings)}</p>
</body></html>`
  const text = [
    greeting,
    intro,
    lines.map((line) => `- ${line.text}\n  ${line.link}`).join('\n'),
    settings,
  ].join('\n\n')
  return {
    subject: t('notifications.digest.subject', { count: lines.length }),
    html,
    text: `${text}\n`,
  }
}
