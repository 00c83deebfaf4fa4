import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/roles'
import { backOfficeT, backOfficeTextsT } from '@/server/platform/i18n/request-language'

import { listClients, loadPipeline } from '@/server/projects'
import { financeSummary, subscriptionsCsv, invoicesCsv, revenueMonths } from '@/server/billing'
import { dashboardKpis } from './kpis'
import { newsletterCsv } from '@/server/newsletter'

/** A back-office read for admins only (refusals in its French), never kept by a shared cache. */
const adminGet = (
  path: string,
  answer: (payload: Payload, req: PayloadRequest) => Promise<Response>,
): Endpoint => ({
  path,
  method: 'get',
  handler: async (req) => {
    const t = backOfficeT()
    if (!req.user) return Response.json({ message: t('signedOut') }, { status: 401 })
    if (!isAdmin(req.user))
      return Response.json({ message: t('admin.accessDenied') }, { status: 403 })
    const response = await answer(req.payload, req)
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  },
})

const adminRead = (
  path: string,
  read: (payload: Payload, req: PayloadRequest) => Promise<unknown>,
) => adminGet(path, async (payload, req) => Response.json(await read(payload, req)))

/** A CSV download named after its content and today's date. */
const adminCsv = (
  path: string,
  file: 'invoices' | 'subscriptions' | 'newsletter',
  build: (payload: Payload) => Promise<string>,
) =>
  adminGet(path, async (payload) => {
    const name = backOfficeTextsT()(`exports.${file}.file`)
    return new Response(await build(payload), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      },
    })
  })

/** GET /api/backoffice/kpis: the dashboard's figures (polled every 30 s). */
export const kpiEndpoint = adminRead('/backoffice/kpis', dashboardKpis)

/** GET /api/backoffice/pipeline: the kanban's seven columns. */
export const pipelineEndpoint = adminRead('/backoffice/pipeline', (payload) =>
  loadPipeline(payload),
)

/** GET /api/backoffice/finances: the three finance cards. */
export const financesEndpoint = adminRead('/backoffice/finances', (payload) =>
  financeSummary(payload),
)

/** GET /api/backoffice/revenue-months: the finances chart's 12 months. */
export const revenueMonthsEndpoint = adminRead('/backoffice/revenue-months', (payload) =>
  revenueMonths(payload),
)

/**
 * GET /api/backoffice/invoices.csv (one row per invoice line) and subscriptions.csv: the finance
 * tables as spreadsheets.
 */
export const invoicesCsvEndpoint = adminCsv('/backoffice/invoices.csv', 'invoices', (payload) =>
  invoicesCsv(payload),
)
export const subscriptionsCsvEndpoint = adminCsv(
  '/backoffice/subscriptions.csv',
  'subscriptions',
  subscriptionsCsv,
)

/** GET /api/backoffice/newsletter.csv: the confirmed subscribers with their consent. */
export const newsletterCsvEndpoint = adminCsv(
  '/backoffice/newsletter.csv',
  'newsletter',
  newsletterCsv,
)

const MAX_PAGE = 100_000
/**
 * A list's page number from the address: a whole number from 1, else the first page. "Infinity"
 * or "1e20" would otherwise reach SQL as an offset it cannot take.
 */
const pageNumber = (value: string | null) => {
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1
}

/** GET /api/backoffice/clients?search=&page=: the clients screen's list. */
export const clientsEndpoint = adminRead('/backoffice/clients', (payload, req) =>
  listClients(
    payload,
    String(req.searchParams.get('search') ?? '').slice(0, 200),
    pageNumber(req.searchParams.get('page')),
  ),
)
