import { GLOSSARY_CATEGORIES, type GlossaryCategory } from '@/domain/content/glossary'
import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

/**
 * The glossary browser's words, translated on the server (the public pages load no translation
 * library). The count keeps its `{{count}}` placeholder, in the language's singular and plural.
 */
export const glossaryTexts = (lang: Locale) => {
  const t = getT(lang, 'pages')
  return {
    search: t('glossary.search'),
    searchPlaceholder: t('glossary.searchPlaceholder'),
    categoriesLabel: t('glossary.categoriesLabel'),
    all: t('glossary.all'),
    categories: Object.fromEntries(
      GLOSSARY_CATEGORIES.map((category) => [category, t(`glossary.categories.${category}`)]),
    ) as Record<GlossaryCategory, string>,
    example: t('glossary.example'),
    // Without a count, i18next leaves the placeholder in place (see `countText`).
    count: { one: t('glossary.count_one'), other: t('glossary.count_other') },
    noResults: t('glossary.noResults'),
  }
}
export type GlossaryTexts = ReturnType<typeof glossaryTexts>
