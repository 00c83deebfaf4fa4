import { formatDayTime } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { env } from '@/server/platform/config/env'
import { actionMail } from '@/server/platform/email/action-mail'
import { greetingOf } from '@/server/platform/email/greeting'

/**
 * The asker's notice that an export is ready: a client's own data (a link to its account page),
 * or an admin's export of a client's (a link to the Clients page). The file itself is never in
 * the mail: it opens only for the asker, signed in.
 */
export const dataExportReadyEmail = (args: {
  language: Locale
  firstName: string
  validUntil: string
  forAccount: number | null
}) => {
  const t = getT(args.language, 'email-privacy')
  const until = formatDayTime(args.validUntil, args.language)
  const forAccount = args.forAccount
  const { html, text } = actionMail({
    language: args.language,
    paragraphs: [
      greetingOf(args.language, args.firstName),
      forAccount === null ? t('body', { until }) : t('bodyFor', { id: forAccount, until }),
    ],
    action:
      forAccount === null
        ? {
            label: t('action'),
            link: `${env.serverUrl}${localizePath('/espace-client/compte', args.language)}#donnees`,
          }
        : { label: t('actionFor'), link: `${env.serverUrl}/admin/clients` },
  })
  return {
    subject: forAccount === null ? t('subject') : t('subjectFor', { id: forAccount }),
    html,
    text,
  }
}

/**
 * The studio's notice of an erasure (French, like the back office): the account's number and
 * who asked, nothing that was erased.
 */
export const erasureNoticeEmail = (userId: number, bySelf: boolean, inbox: string) => {
  const t = getT('fr', 'email-privacy')
  const { html, text } = actionMail({
    language: 'fr',
    paragraphs: [t(bySelf ? 'erasureBySelf' : 'erasureByAdmin', { id: userId }), t('erasureKept')],
    action: { label: t('erasureAction'), link: `${env.serverUrl}/admin/journal` },
  })
  return {
    to: inbox,
    subject: t('erasureSubject', { id: userId }),
    html,
    text,
  }
}
