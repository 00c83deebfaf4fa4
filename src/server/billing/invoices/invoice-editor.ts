import type { Invoice, User } from '@payload-types'
import type { Payload } from 'payload'

import { isoToDay, paymentDaysOf } from '@/domain/billing/invoice-dates'
import type { InvoiceDraftInput } from '@/domain/billing/invoice-draft'
import { VAT_RATES, type VatRate } from '@/domain/billing/vat'

import { STUDIO_TIME_ZONE } from '../finances/finances'
import { clientNameOf } from '@/domain/users/names'

export type ProjectOption = { id: number; label: string }

/** What the invoice editor offers: the projects it may bill and the settings' billing rules. */
export type InvoiceEditorOptions = {
  projects: ProjectOption[]
  vatRates: VatRate[]
  /** Without the studio's VAT number, lines may only be at 0 %. */
  vatNumberKnown: boolean
  roundToFiveCentimes: boolean
  /** The studio's payment term: a new draft's due date is its invoice date plus these days. */
  paymentTermDays: number
  today: string
}

// A picker, not a list: the studio's projects with a client fit in one read.
const PROJECTS_LIMIT = 1000

/**
 * The projects that have a client (an invoice goes to one), labelled "client · project", and the
 * VAT rates and rounding of the settings, read as the signed-in admin.
 */
export const invoiceEditorOptions = async (
  payload: Payload,
  user: User,
): Promise<InvoiceEditorOptions> => {
  const as = { user, overrideAccess: false } as const
  const [projects, settings, identity] = await Promise.all([
    payload.find({
      collection: 'client-projects',
      where: { user: { exists: true } },
      depth: 1,
      limit: PROJECTS_LIMIT,
      pagination: false,
      select: { projectName: true, user: true },
      ...as,
    }),
    payload.findGlobal({ slug: 'settings', depth: 0, ...as }),
    payload.findGlobal({ slug: 'studio-identity', depth: 0, ...as }),
  ])
  const offered = settings.billing?.vatRates ?? []
  return {
    projects: projects.docs
      .flatMap(({ id, projectName, user: client }) =>
        typeof client === 'object' && client
          ? [{ id, label: `${clientNameOf(client)} · ${projectName}` }]
          : [],
      )
      .sort((a, b) => a.label.localeCompare(b.label, 'fr')),
    // In the settings' order of the rates, as the panel lists them.
    vatRates: VAT_RATES.filter((rate) => offered.includes(rate)),
    vatNumberKnown: Boolean(identity.vatNumber?.trim()),
    roundToFiveCentimes: Boolean(settings.billing?.roundToFiveCentimes),
    paymentTermDays: paymentDaysOf(settings.billing?.paymentTermDays),
    today: new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_TIME_ZONE }).format(new Date()),
  }
}

const typed = (value: number | null | undefined) => (value == null ? '' : String(value))

/** A stored invoice as the editor's values (numbers as the admin would type them). */
export const draftInputOf = (invoice: Invoice): InvoiceDraftInput => ({
  project: String(typeof invoice.project === 'object' ? invoice.project.id : invoice.project),
  invoiceDate: isoToDay(invoice.invoiceDate),
  dueDate: isoToDay(invoice.dueDate),
  lines: (invoice.lines ?? []).map((line) => ({
    description: line.description ?? '',
    quantity: typed(line.quantity),
    unitPrice: typed(line.unitPrice),
    vatRate: line.vatRate ?? '',
  })),
  discount: typed(invoice.discount),
  notes: invoice.notes ?? '',
})
