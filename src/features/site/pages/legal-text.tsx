import type { SerializedBlockNode } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'

import type { CurrentPricesBlock } from '@payload-types'
import { CURRENT_PRICES_BLOCK } from '@/domain/content/legal-pages'
import type { Locale } from '@/domain/locales'
import type { LegalContent } from '@/server/content'

import { CurrentPrices, type Prices } from './current-prices'

/** A legal page's rich text, its "current prices" blocks filled from the home's published plans. */
export const LegalText = ({
  lang,
  body,
  prices,
}: {
  lang: Locale
  body: LegalContent['body']
  prices: Prices
}) => {
  const converters: JSXConvertersFunction<SerializedBlockNode<CurrentPricesBlock>> = ({
    defaultConverters,
  }) => ({
    ...defaultConverters,
    blocks: { [CURRENT_PRICES_BLOCK]: () => <CurrentPrices lang={lang} prices={prices} /> },
  })
  return (
    <RichText
      data={body}
      converters={converters}
      className="prose-studio flex flex-col gap-3 leading-relaxed text-slate-700 dark:text-slate-300"
    />
  )
}
