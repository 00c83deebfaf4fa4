import Link from 'next/link'

import type { getT } from '@/i18n/translator'

/** Previous and next pages of a server-paginated list (`?page=`). */
export const Pager = ({
  path,
  page,
  totalPages,
  t,
}: {
  path: string
  page: number
  totalPages: number
  t: ReturnType<typeof getT>
}) =>
  totalPages > 1 ? (
    <nav
      aria-label={t('requests.pageOf', { page, pages: totalPages })}
      className="flex items-center justify-between gap-3 text-sm"
    >
      {page > 1 ? (
        <Link
          href={`${path}?page=${page - 1}`}
          className="font-medium text-blue-700 hover:underline dark:text-blue-300"
        >
          ← {t('requests.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600 dark:text-slate-400">
        {t('requests.pageOf', { page, pages: totalPages })}
      </span>
      {page < totalPages ? (
        <Link
          href={`${path}?page=${page + 1}`}
          className="font-medium text-blue-700 hover:underline dark:text-blue-300"
        >
          {t('requests.next')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  ) : null

/** The `?page=` of a list page: a positive whole number, 1 otherwise. */
export const pageOf = async (
  searchParams: Promise<Record<string, string | string[] | undefined>>,
) => {
  const value = Number((await searchParams).page)
  return Number.isInteger(value) && value > 0 && value < 10_000 ? value : 1
}
