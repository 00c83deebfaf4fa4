import type { Endpoint } from 'payload'

import { isLocale } from '@/domain/locales'
import type { ApiKey } from '@/i18n/api-text'
import { documentFileName, invoicePdfFor } from '@/server/billing'
import { apiT } from '@/server/platform/i18n/request-language'

type Document = 'invoice' | 'credit-note'

const NOT_FOUND: Record<Document, ApiKey> = {
  invoice: 'invoice.notFound',
  'credit-note': 'invoice.creditNoteNotFound',
}

/**
 * GET /api/invoices/:id/<document>?lang=fr|en: the invoice as a PDF with its QR-bill, or the
 * credit note that cancelled it, as an attachment; without `lang` (the back office's link), in the
 * client's own language. Another client's invoice and a malformed id are both 404, exactly like a
 * missing one. A draft is an admin's preview (see invoicePdfFor), named by its id since it has no
 * number yet. Refusals are in the request's language.
 */
const documentEndpoint = (path: string, document: Document): Endpoint => ({
  path,
  method: 'get',
  handler: async (req) => {
    const t = apiT(req)
    const notFound = () => Response.json({ message: t(NOT_FOUND[document]) }, { status: 404 })
    if (!req.user) return Response.json({ message: t('signedOut') }, { status: 401 })
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return notFound()
    const requested = req.searchParams.get('lang')
    const pdf = await invoicePdfFor(
      req.payload,
      req.user,
      id,
      isLocale(requested) ? requested : null,
      document,
    )
    if (pdf.kind === 'not-found') return notFound()
    if (pdf.kind === 'billing-incomplete') {
      return Response.json({ message: t('invoice.pdfUnavailable') }, { status: 503 })
    }
    const fileName = documentFileName(pdf, id)
    return new Response(new Uint8Array(pdf.body), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Content-Length': String(pdf.body.length),
        // A client's invoice: never kept by a shared cache.
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
})

export const invoicePdfEndpoint = documentEndpoint('/:id/pdf', 'invoice')
export const creditNotePdfEndpoint = documentEndpoint('/:id/credit-note', 'credit-note')
