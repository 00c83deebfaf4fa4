'use client'

import Link from 'next/link'

import type { VatRate } from '@/domain/billing/vat'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { STUDIO_IDENTITY_IN_CMS, VAT_RATES_SETTING_PATH } from '../../settings/settings-links'

/**
 * Under a line's refused VAT rate, the setting that would allow it: the rates offered (a rate
 * switched off), or else the studio's VAT number (any rate but 0 % needs it).
 */
export const VatSettingLink = ({ rate, offered }: { rate: string; offered: VatRate[] }) => {
  const { t } = useTranslation('backoffice')
  const disabled = !(offered as string[]).includes(rate)
  return (
    <Link
      href={disabled ? VAT_RATES_SETTING_PATH : STUDIO_IDENTITY_IN_CMS}
      className="text-sm font-medium text-blue-700 underline hover:no-underline dark:text-blue-300"
    >
      {t(disabled ? 'invoiceEditor.lines.vatRatesSetting' : 'invoiceEditor.lines.vatNumberSetting')}
    </Link>
  )
}
