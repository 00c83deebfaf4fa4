'use client'

import { Button } from '@/components/ui/button'

/** Previous / next for a server-paginated list. */
export const ListPager = ({
  page,
  totalPages,
  onPage,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
}) =>
  totalPages > 1 ? (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 text-sm">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Précédent
      </Button>
      <span className="text-slate-600 dark:text-slate-400">
        Page {page} sur {totalPages}
      </span>
      <Button variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Suivant
      </Button>
    </nav>
  ) : null
