/** The back office's page of one invoice: its editor while a draft, its read-only view once sent. */
export const invoicePath = (id: number) => `/admin/finances/factures/${id}`
