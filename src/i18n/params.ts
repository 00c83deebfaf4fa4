import { notFound } from 'next/navigation'

import { isLocale, type Locale } from '@/domain/locales'

export type LangParams = { params: Promise<{ lang: string }> }

/** The page's language from its [lang] segment (the proxy only lets fr and en through). */
export const langOf = async ({ params }: LangParams): Promise<Locale> => {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  return lang
}
