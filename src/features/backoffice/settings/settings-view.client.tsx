'use client'

import { useState } from 'react'

import { cn } from '@/components/ui/cn'
import { Moment } from '@/components/ui/moment'
import type { SettingsInput } from '@/domain/settings/settings-schema'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { ResetSecondFactorAction } from '../reset-second-factor.client'
import { SettingsForm } from './settings-form.client'
import { SETTINGS_TABS, type SettingsPageTab } from './settings-tabs'

export type AdminRow = {
  id: number
  name: string
  role: string
  createdAt: string
  twoFactorOn: boolean
}

/** /admin/settings: three tabs; the first two are one form, the third a list. */
export const SettingsView = ({
  settings,
  creditor,
  admins,
  initialTab,
}: {
  settings: SettingsInput
  creditor: string[]
  admins: AdminRow[]
  initialTab: SettingsPageTab
}) => {
  const { t } = useTranslation('backoffice')
  const [tab, setTab] = useState<SettingsPageTab>(initialTab)
  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={t('settings.tabs.label')}
        className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800"
      >
        {SETTINGS_TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            onClick={() => setTab(id)}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
              tab === id
                ? 'border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-200'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
            )}
          >
            {t(`settings.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div hidden={tab === 'admins'}>
        <SettingsForm
          initial={settings}
          creditor={creditor}
          tab={tab === 'admins' ? 'replies' : tab}
          onTab={setTab}
        />
      </div>
      <div role="tabpanel" id="panel-admins" aria-labelledby="tab-admins" hidden={tab !== 'admins'}>
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 text-left dark:border-slate-800">
            <tr>
              {[
                t('settings.admins.name'),
                t('settings.admins.role'),
                t('settings.admins.added'),
                t('settings.admins.twoFactor'),
              ].map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {admins.map((admin) => (
              <tr key={admin.id}>
                <td className="px-3 py-2">{admin.name}</td>
                <td className="px-3 py-2">{admin.role}</td>
                <td className="px-3 py-2">
                  <Moment date={admin.createdAt} />
                </td>
                <td className="flex items-center gap-2 px-3 py-2">
                  {t(admin.twoFactorOn ? 'settings.admins.on' : 'settings.admins.off')}
                  {admin.twoFactorOn ? (
                    <ResetSecondFactorAction userId={admin.id} name={admin.name} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
