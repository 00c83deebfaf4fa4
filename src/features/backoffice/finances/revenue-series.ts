/**
 * The chart's three series and their French labels, shared by the chart and its table (in a file
 * of their own, so the table does not pull the chart's library in).
 */
export const REVENUE_SERIES = {
  invoiced: 'Facturé',
  paid: 'Encaissé',
  mrr: 'MRR',
} as const
