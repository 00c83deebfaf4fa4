import { LOCALES } from '@/domain/locales'
import { getT } from '@/i18n/translator'

import type { NotFoundTexts } from './not-found-page'

const buildTexts = () =>
  Object.fromEntries(
    LOCALES.map((lang) => {
      const t = getT(lang, 'pages')
      return [
        lang,
        { title: t('notFound.title'), text: t('notFound.text'), back: t('notFound.back') },
      ]
    }),
  ) as NotFoundTexts

let texts: NotFoundTexts | undefined

/**
 * The 404 page's words in every language (see `NotFoundPage`), built once: a page holds up to four
 * not-found boundaries, and React sends an object it has already sent as a reference to it.
 */
export const notFoundTexts = () => (texts ??= buildTexts())
