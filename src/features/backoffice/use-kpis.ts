import { useQuery } from '@tanstack/react-query'

import type { DashboardKpis } from '@/server/dashboard'

import { callApi } from '@/components/api/api-client'

/** The back office reads its figures again every 30 s. */
export const KPI_REFRESH_MS = 30_000

/** The dashboard's figures, shared by the dashboard and the submissions tab's badge. */
export const useKpis = (initialData?: DashboardKpis) =>
  useQuery({
    queryKey: ['kpis'],
    queryFn: () => callApi<DashboardKpis>('backoffice/kpis'),
    refetchInterval: KPI_REFRESH_MS,
    initialData,
  })
