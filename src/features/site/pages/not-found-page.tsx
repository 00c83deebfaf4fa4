import { headers } from 'next/headers'

import { DEFAULT_LOCALE } from '@/domain/locales'
import { localizePath, splitLocale } from '@/domain/web/locale-path'
import { PATH_HEADER } from '@/i18n/config'
import { getT } from '@/i18n/translator'

import { NotFoundContent } from './not-found-content'

/**
 * not-found files receive no params: the language comes from the path the proxy passed on.
 */
export const NotFoundPage = async () => {
  const path = (await headers()).get(PATH_HEADER) ?? '/'
  const lang = splitLocale(path).lang ?? DEFAULT_LOCALE
  const t = getT(lang, 'pages')
  return (
    <NotFoundContent
      title={t('notFound.title')}
      text={t('notFound.text')}
      back={t('notFound.back')}
      home={localizePath('/', lang)}
    />
  )
}
