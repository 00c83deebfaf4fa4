/** A text in its singular and plural forms, each holding a `{{count}}` placeholder. */
export type CountTemplates = { one: string; other: string }

/**
 * The form the language uses for `count` (French says "1 terme" and "0 terme", English
 * "0 terms"), with the number put in: i18next's plural rule, for texts handed to the browser
 * without i18next.
 */
export const countText = ({ one, other }: CountTemplates, count: number, lang: string) =>
  (new Intl.PluralRules(lang).select(count) === 'one' ? one : other).replace(
    '{{count}}',
    String(count),
  )
