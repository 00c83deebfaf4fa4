import config from '@payload-config'
import { getPayload } from 'payload'

import { InvoiceEditor } from '@/features/backoffice/finances/invoice-editor/invoice-editor.client'
import { InvoiceEditorShell } from '@/features/backoffice/finances/invoice-editor/invoice-editor-shell'
import { requireBackOfficeUser } from '@/server/accounts'
import { invoiceEditorOptions } from '@/server/billing'

export const metadata = { title: 'Nouvelle facture' }

/** /admin/finances/factures/nouvelle: a new draft, numbered only when it is sent. */
const NewInvoicePage = async () => {
  const payload = await getPayload({ config })
  const user = await requireBackOfficeUser(payload)
  const options = await invoiceEditorOptions(await getPayload({ config }), user)
  return (
    <InvoiceEditorShell
      title="Nouvelle facture"
      intro="Un brouillon, invisible pour le client ; il reçoit son numéro à l’envoi."
    >
      <InvoiceEditor options={options} invoice={null} />
    </InvoiceEditorShell>
  )
}

export default NewInvoicePage
