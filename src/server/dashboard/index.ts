export {
  clientsEndpoint,
  financesEndpoint,
  invoicesCsvEndpoint,
  kpiEndpoint,
  newsletterCsvEndpoint,
  pipelineEndpoint,
  revenueMonthsEndpoint,
  subscriptionsCsvEndpoint,
} from './backoffice-reads'
export { dashboardKpis } from './kpis'
export type { DashboardKpis } from './kpis'
