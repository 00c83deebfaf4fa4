import config from '@payload-config'
import { getPayload } from 'payload'

import { ROLE_LABELS } from '@/domain/users/roles'
import { SettingsView } from '@/features/backoffice/settings/settings-view.client'
import { requireBackOfficeUser } from '@/server/auth/session'

export const metadata = { title: 'Paramètres' }

/** The studio's settings and its administrators, read as the signed-in admin. */
const SettingsPage = async () => {
  const user = await requireBackOfficeUser()
  const payload = await getPayload({ config })
  const as = { user, overrideAccess: false, depth: 0 } as const
  const [settings, admins] = await Promise.all([
    payload.findGlobal({ slug: 'settings', ...as }),
    payload.find({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      sort: 'createdAt',
      limit: 100,
      ...as,
    }),
  ])
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Paramètres</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Les textes et les seuils du studio ; ils s’appliquent au site dès l’enregistrement.
        </p>
      </header>
      <SettingsView
        settings={{
          whatsappBusinessUrl: settings.whatsappBusinessUrl ?? '',
          pricingText: settings.pricingText ?? '',
          guaranteeText: settings.guaranteeText ?? '',
          slaWarnHours: settings.slaWarnHours,
          slaCriticalHours: settings.slaCriticalHours,
          fileMaxMegabytes: settings.fileMaxMegabytes,
          cannedReplies: settings.cannedReplies,
          billing: { ...settings.billing, country: settings.billing?.country ?? 'CH' },
        }}
        admins={admins.docs.map((admin) => ({
          id: admin.id,
          name: [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email,
          role: ROLE_LABELS[admin.role],
          createdAt: admin.createdAt,
        }))}
      />
    </div>
  )
}

export default SettingsPage
