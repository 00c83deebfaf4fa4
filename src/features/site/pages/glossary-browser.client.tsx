'use client'

import { useDeferredValue, useMemo, useState, type ReactNode } from 'react'

import { cn } from '@/components/ui/cn'
import { useEarlyValue } from '@/components/ui/use-early-value'
import { GLOSSARY_CATEGORIES, type GlossaryCategory } from '@/domain/content/glossary'
import { filterGlossary, type GlossaryGroup } from '@/domain/content/glossary-search'
import { useTranslation } from '@/i18n/i18n-provider.client'

/**
 * `groups` come sorted from the server (`groupGlossary`); `searchIcon` comes rendered from the
 * server (no icon code in the browser).
 */
type Props = {
  groups: GlossaryGroup[]
  /** The categories' names in the page's language (the `labels` words). */
  categoryNames: Readonly<Record<GlossaryCategory, string>>
  searchIcon: ReactNode
}

/**
 * /glossaire's search box, category buttons and alphabetical list, filtered in the browser; its
 * words from the glossary's texts in the layout's provider.
 */
export const GlossaryBrowser = ({ groups: all, categoryNames, searchIcon }: Props) => {
  const { t } = useTranslation('glossary')
  const [query, setQuery] = useState('')
  // A visitor on a slow phone may type before the page's script has run: keep that search.
  const box = useEarlyValue<HTMLInputElement>(query, setQuery)
  const [category, setCategory] = useState<GlossaryCategory | null>(null)
  const deferredQuery = useDeferredValue(query)
  const groups = useMemo(
    () => filterGlossary(all, { query: deferredQuery, category }),
    [all, deferredQuery, category],
  )
  const count = groups.reduce((sum, group) => sum + group.entries.length, 0)
  const categories = [
    null,
    ...GLOSSARY_CATEGORIES.filter((c) => all.some((g) => g.entries.some((e) => e.category === c))),
  ]

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <label className="relative block">
          <span className="sr-only">{t('search')}</span>
          {searchIcon}
          <input
            ref={box}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
            className="min-h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base outline-none focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <div role="group" aria-label={t('categoriesLabel')} className="flex flex-wrap gap-2">
          {categories.map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
              className={cn(
                'min-h-9 rounded-full border px-4 text-sm font-medium',
                category === value
                  ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950'
                  : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800',
              )}
            >
              {value ? categoryNames[value] : t('all')}
            </button>
          ))}
        </div>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {count ? t('count', { count }) : t('noResults')}
        </p>
      </div>
      {groups.map(({ letter, entries: list }) => (
        <section key={letter} aria-labelledby={`letter-${letter}`}>
          <h2
            id={`letter-${letter}`}
            className="mb-3 border-b border-slate-200 pb-2 text-2xl font-bold text-blue-700 dark:border-slate-800 dark:text-blue-400"
          >
            {letter}
          </h2>
          <dl className="flex flex-col gap-5">
            {list.map((entry) => (
              <div key={entry.id} className="flex flex-col gap-1">
                <dt className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                  <span>{entry.term}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                    {categoryNames[entry.category]}
                  </span>
                </dt>
                <dd className="text-slate-700 dark:text-slate-300">{entry.definition}</dd>
                {entry.example ? (
                  <dd className="text-sm text-slate-600 italic dark:text-slate-400">
                    {t('example')} {entry.example}
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
