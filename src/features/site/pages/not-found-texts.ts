import { LOCALES } from '@/domain/locales'
import { getT } from '@/i18n/translator'

import type { NotFoundTexts } from './not-found-page'

/** The 404 page's words in every language (see `NotFoundPage`). */
export const notFoundTexts = () =>
  Object.fromEntries(
    LOCALES.map((lang) => {
      const t = getT(lang, 'pages')
      return [
        lang,
        { title: t('notFound.title'), text: t('notFound.text'), back: t('notFound.back') },
      ]
    }),
  ) as NotFoundTexts
