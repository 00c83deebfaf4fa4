import config from '@payload-config'
import { getPayload } from 'payload'

import { DataExportPanel } from '@/components/account/data-export-panel.client'
import { EraseAccount } from '@/components/account/erase-account.client'
import { NotificationChoices } from '@/components/account/notification-choices.client'
import { SessionsPanel } from '@/components/account/sessions-panel.client'
import { TwoFactorPanel } from '@/components/account/two-factor-panel.client'
import { secondFactorRequired } from '@/domain/auth/second-factor'
import { formatChf } from '@/domain/billing/money'
import { formatDay } from '@/domain/dates/format'
import { CLIENT_KINDS, isEmailChoice, type NotificationKind } from '@/domain/notifications/kinds'
import { ContactForm } from '@/features/portal/contact-form.client'
import { EmptyText, PageHeader, Panel } from '@/features/portal/panel'
import { PasswordForm } from '@/features/portal/password-form.client'
import { StatusBadge } from '@/components/ui/status-badge'
import { portalMetadata } from '@/features/portal/page-metadata'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requireClientArea, listSessionsOf } from '@/server/accounts'
import { listClientSubscriptions } from '@/server/projects'
import { listOwnExports } from '@/server/privacy'

export const generateMetadata = portalMetadata('account.metaTitle')

/**
 * The account: contact details (the client edits them; read-only while an admin views the portal
 * as this client), password change, the choice of
 * notifications by e-mail, the second factor, the open sessions and the person's data rights (download, erasure; none of them while
 * an admin views the portal as this client), and the client's subscriptions, each with its own
 * plan and status.
 */
const AccountPage = async (props: LangParams) => {
  const lang = await langOf(props)
  const payload = await getPayload({ config })
  const { user, readOnly } = await requireClientArea(payload, lang)
  const t = getT(lang, 'portal')
  const ta = getT(lang, 'account')
  const subscriptions = await listClientSubscriptions(payload, user)
  // Viewing as the client, an admin sees neither its sessions, its second factor nor its data.
  const sessions = readOnly ? [] : await listSessionsOf(payload, user)
  const exports = readOnly ? [] : await listOwnExports(payload, user)
  const contact = [
    [t('account.name'), [user.firstName, user.lastName].filter(Boolean).join(' ')],
    [t('account.company'), user.companyName],
    [t('account.email'), user.contactEmail || user.email],
    [t('account.phone'), user.phone],
  ] as const
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('account.title')} intro={t('account.intro')} />
      <Panel id="coordonnees" title={t('account.contact')}>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('account.contactHint', { email: user.email })}
        </p>
        {readOnly ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            {contact.map(([term, value]) => (
              <div key={term} className="flex flex-col gap-0.5">
                <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">
                  {term}
                </dt>
                <dd className="font-medium break-words">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <ContactForm
            lang={lang}
            accountId={user.id}
            values={{
              firstName: user.firstName ?? '',
              lastName: user.lastName ?? '',
              companyName: user.companyName ?? '',
              contactEmail: user.contactEmail ?? '',
              phone: user.phone ?? '',
            }}
          />
        )}
      </Panel>
      <Panel id="mot-de-passe" title={t('account.password')}>
        {readOnly ? (
          <EmptyText>{t('viewAs.formDisabled')}</EmptyText>
        ) : (
          <PasswordForm lang={lang} />
        )}
      </Panel>
      {readOnly ? null : (
        <>
          <Panel id="notifications" title={t('notifications.choices.title')}>
            <NotificationChoices
              lang={lang}
              accountId={user.id}
              kinds={CLIENT_KINDS.filter(isEmailChoice)}
              inAppOnly={(user.notificationsInAppOnly ?? []) as NotificationKind[]}
              note="invoiceNote"
            />
          </Panel>
          <Panel id="double-authentification" title={ta('twoFactor.title')}>
            <TwoFactorPanel
              lang={lang}
              enabledAt={user.twoFactorEnabledAt ?? null}
              required={secondFactorRequired(user.role)}
            />
          </Panel>
          <Panel id="sessions" title={ta('sessions.title')}>
            <SessionsPanel lang={lang} sessions={sessions} />
          </Panel>
          <Panel id="donnees" title={ta('data.title')}>
            <p className="text-sm text-slate-600 dark:text-slate-400">{ta('data.intro')}</p>
            <DataExportPanel lang={lang} exports={exports} />
            <EraseAccount lang={lang} secondFactor={Boolean(user.twoFactorEnabledAt)} />
          </Panel>
        </>
      )}
      <Panel id="abonnement" title={t('account.subscription')}>
        {subscriptions.docs.length ? (
          <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
            {subscriptions.docs.map((subscription) => (
              <li
                key={subscription.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <div className="flex flex-col gap-0.5">
                  <p className="font-semibold">{subscription.plan}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('account.perMonth', { amount: formatChf(subscription.mrrChf, 0) })}
                    {' · '}
                    {subscription.status === 'Active' && subscription.renewsAt ? (
                      <time dateTime={subscription.renewsAt}>
                        {t('account.renewsOn', { date: formatDay(subscription.renewsAt, lang) })}
                      </time>
                    ) : (
                      <time dateTime={subscription.startedAt}>
                        {t('account.since', { date: formatDay(subscription.startedAt, lang) })}
                      </time>
                    )}
                  </p>
                </div>
                <StatusBadge
                  status={subscription.status}
                  label={t(`subscriptionStatus.${subscription.status}`, { ns: 'labels' })}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyText>
            {t('account.noSubscription')} {t('account.continuousOffer')}
          </EmptyText>
        )}
      </Panel>
    </div>
  )
}

export default AccountPage
