'use client'

import { useTranslation } from 'react-i18next'

import { isLocale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

import { NotFoundContent } from './not-found-content'

/**
 * not-found files receive no params and must not read the request (that would make every page
 * under them dynamic): the language is the one the layout gave the translations.
 */
export const NotFoundPage = () => {
  const { t, i18n } = useTranslation('pages')
  const lang = isLocale(i18n.language) ? i18n.language : 'fr'
  return (
    <NotFoundContent
      title={t('notFound.title')}
      text={t('notFound.text')}
      back={t('notFound.back')}
      home={localizePath('/', lang)}
    />
  )
}
