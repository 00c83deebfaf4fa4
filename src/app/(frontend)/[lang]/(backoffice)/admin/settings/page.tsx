import config from '@payload-config'
import { getPayload } from 'payload'

import { NotificationChoices } from '@/components/account/notification-choices.client'
import { SessionsPanel } from '@/components/account/sessions-panel.client'
import { TwoFactorPanel } from '@/components/account/two-factor-panel.client'
import { secondFactorRequired } from '@/domain/auth/second-factor'
import { addressLines, legalNameOf } from '@/domain/site/studio-identity'
import { isEmailChoice, type NotificationKind, STUDIO_KINDS } from '@/domain/notifications/kinds'
import { settingsTabOf } from '@/features/backoffice/settings/settings-tabs'
import { SettingsView } from '@/features/backoffice/settings/settings-view.client'
import { getT } from '@/i18n/translator'
import { listSessionsOf, requireBackOfficeUser } from '@/server/accounts'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('settings.title') }

/**
 * The studio's settings and its administrators (with their second factor's state and its reset),
 * read as the signed-in admin; then the admin's own notifications by e-mail, second factor and
 * sessions.
 */
const SettingsPage = async ({ searchParams }: { searchParams: Promise<{ onglet?: unknown }> }) => {
  const payload = await getPayload({ config })
  const user = await requireBackOfficeUser(payload)
  const as = { user, overrideAccess: false, depth: 0 } as const
  const [settings, identity, admins, sessions] = await Promise.all([
    payload.findGlobal({ slug: 'settings', ...as }),
    payload.findGlobal({ slug: 'studio-identity', ...as }),
    payload.find({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      sort: 'createdAt',
      limit: 100,
      ...as,
    }),
    listSessionsOf(payload, user),
  ])
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('settings.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('settings.intro')}</p>
      </header>
      <SettingsView
        settings={{
          slaWarnHours: settings.slaWarnHours,
          slaCriticalHours: settings.slaCriticalHours,
          fileMaxMegabytes: settings.fileMaxMegabytes,
          cannedReplies: settings.cannedReplies,
          billing: settings.billing,
        }}
        creditor={[
          legalNameOf(identity),
          ...addressLines(identity),
          identity.vatNumber ?? '',
        ].filter(Boolean)}
        initialTab={settingsTabOf((await searchParams).onglet)}
        admins={admins.docs.map((admin) => ({
          id: admin.id,
          name: [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email,
          role: t(`role.${admin.role}`, { ns: 'labels' }),
          createdAt: admin.createdAt,
          twoFactorOn: Boolean(admin.twoFactorEnabledAt),
        }))}
      />
      <section className="flex flex-col gap-6 border-t border-slate-200 pt-6 dark:border-slate-800">
        <h2 className="text-xl font-bold tracking-tight">{t('settings.account.title')}</h2>
        <div id="notifications" className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('settings.account.notifications')}</h3>
          <NotificationChoices
            lang="fr"
            accountId={user.id}
            kinds={STUDIO_KINDS.filter(isEmailChoice)}
            inAppOnly={(user.notificationsInAppOnly ?? []) as NotificationKind[]}
            note="studioNote"
          />
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('settings.account.twoFactor')}</h3>
          <TwoFactorPanel
            lang="fr"
            enabledAt={user.twoFactorEnabledAt ?? null}
            required={secondFactorRequired(user.role)}
          />
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('settings.account.sessions')}</h3>
          <SessionsPanel lang="fr" sessions={sessions} />
        </div>
      </section>
    </div>
  )
}

export default SettingsPage
