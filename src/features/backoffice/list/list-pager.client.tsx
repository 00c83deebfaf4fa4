'use client'

import { Button } from '@/components/ui/button'
import { useTranslation } from '@/i18n/i18n-provider.client'

/** Previous / next for a server-paginated list. */
export const ListPager = ({
  page,
  totalPages,
  onPage,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
}) => {
  const { t } = useTranslation('backoffice')
  return totalPages > 1 ? (
    <nav
      aria-label={t('list.pager.label')}
      className="flex items-center justify-between gap-3 text-sm"
    >
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.pager.previous')}
      </Button>
      <span className="text-slate-600 dark:text-slate-400">
        {t('list.pager.page', { page, total: totalPages })}
      </span>
      <Button variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('list.pager.next')}
      </Button>
    </nav>
  ) : null
}
