import config from '@payload-config'
import { getPayload } from 'payload'

import { InvoiceEditor } from '@/features/backoffice/finances/invoice-editor/invoice-editor.client'
import { InvoiceEditorShell } from '@/features/backoffice/finances/invoice-editor/invoice-editor-shell'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'
import { invoiceEditorOptions } from '@/server/billing'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('invoiceEditor.newTitle') }

/** /admin/finances/factures/nouvelle: a new draft, numbered only when it is sent. */
const NewInvoicePage = async () => {
  const payload = await getPayload({ config })
  const user = await requireBackOfficeUser(payload)
  const options = await invoiceEditorOptions(await getPayload({ config }), user)
  return (
    <InvoiceEditorShell title={t('invoiceEditor.newTitle')} intro={t('invoiceEditor.draftIntro')}>
      <InvoiceEditor options={options} invoice={null} />
    </InvoiceEditorShell>
  )
}

export default NewInvoicePage
