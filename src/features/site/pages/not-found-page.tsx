'use client'

import { useParams } from 'next/navigation'

import { NotFoundContent } from '@/components/not-found/not-found-content'
import { useStoredTheme } from '@/components/theme/use-stored-theme'
import { isLocale, type Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

export type NotFoundTexts = Record<Locale, { title: string; text: string; back: string }>

/**
 * not-found files receive no params and must not read the request (that would make every page
 * under them dynamic): they hand over the texts of both languages, and the page shows the one of
 * the address it answers.
 */
export const NotFoundPage = ({ texts }: { texts: NotFoundTexts }) => {
  useStoredTheme()
  const { lang } = useParams<{ lang?: string }>()
  const locale = isLocale(lang) ? lang : 'fr'
  const { title, text, back } = texts[locale]
  return <NotFoundContent title={title} text={text} back={back} home={localizePath('/', locale)} />
}
