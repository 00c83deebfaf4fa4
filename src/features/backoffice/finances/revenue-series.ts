/**
 * The chart's three series, in the order the chart's legend and its table's columns show them
 * (named by `finances.revenue.series`), in a file of their own so the table does not pull the
 * chart's library in.
 */
export const REVENUE_SERIES = ['invoiced', 'paid', 'mrr'] as const

export type RevenueSeries = (typeof REVENUE_SERIES)[number]
