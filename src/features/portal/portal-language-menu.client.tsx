'use client'

import { useState, type ReactNode } from 'react'

import { ApiError, callApi } from '@/components/api/api-client'
import { LanguageMenu } from '@/components/language/language-menu.client'
import type { LanguageTexts } from '@/components/language/language-texts'
import { useLanguageSwitch } from '@/components/language/use-language-switch'
import { toast } from '@/components/ui/toast'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'

type Props = { lang: Locale; accountId: number; texts: LanguageTexts; chevron: ReactNode }

/**
 * The site's flag menu in the portal's header: the choice is first saved on the signed-in
 * account (its e-mails and PDFs follow it), through Payload's REST with the account's own access,
 * then the same portal page opens in that language.
 */
export const PortalLanguageMenu = ({ lang, accountId, texts, chevron }: Props) => {
  const { t } = useTranslation('portal')
  const { remember } = useLanguageSwitch()
  // One save at a time: a second click while the first is on its way does nothing.
  const [saving, setSaving] = useState(false)

  const choose = async (target: Locale, href: string) => {
    if (saving) return
    setSaving(true)
    try {
      await callApi(`users/${accountId}`, {
        method: 'PATCH',
        json: { language: target },
        lang,
        fallback: t('language.saveError'),
      })
    } catch (error) {
      setSaving(false)
      toast.error(error instanceof ApiError ? error.message : t('language.saveError'))
      return
    }
    remember(target)
    // A full load, as the site's own language links do: the page's <html lang> changes too.
    window.location.assign(href)
  }

  return <LanguageMenu lang={lang} texts={texts} chevron={chevron} onChoose={choose} />
}
