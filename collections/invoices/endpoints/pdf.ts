import type { Endpoint } from 'payload'

import { isLocale } from '@/domain/locales'
import { getT } from '@/i18n/translator'
import { invoicePdfFor } from '@/server/invoices/invoice-document'

const NOT_FOUND = { message: 'Facture introuvable' }

/**
 * GET /api/invoices/:id/pdf?lang=fr|en: the invoice as a PDF with its QR-bill, as an attachment;
 * without `lang` (the back office's link), in the client's own language. Another client's
 * invoice and a malformed id are both 404, exactly like a missing one. A draft is an admin's
 * preview (see invoicePdfFor), named by its id since it has no number yet.
 */
export const invoicePdfEndpoint: Endpoint = {
  path: '/:id/pdf',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Non authentifié' }, { status: 401 })
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return Response.json(NOT_FOUND, { status: 404 })
    const requested = req.searchParams.get('lang')
    const pdf = await invoicePdfFor(
      req.payload,
      req.user,
      id,
      isLocale(requested) ? requested : null,
    )
    if (pdf.kind === 'not-found') return Response.json(NOT_FOUND, { status: 404 })
    if (pdf.kind === 'billing-incomplete') {
      return Response.json(
        { message: 'La facture ne peut pas encore être téléchargée.' },
        { status: 503 },
      )
    }
    const t = getT(pdf.lang, 'portal')
    const fileName =
      pdf.kind === 'draft'
        ? t('invoicePdf.draftFileName', { id })
        : t('invoicePdf.fileName', { number: pdf.invoiceNumber.replace(/[^0-9A-Za-z_-]/g, '_') })
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
}
