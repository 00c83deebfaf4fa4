import config from '@payload-config'
import { getPayload } from 'payload'
import { localizePath } from '@/domain/web/locale-path'
import { InvoiceTable } from '@/features/portal/invoice-table'
import { Pager, pageOf } from '@/features/portal/pager'
import { EmptyText, PageHeader } from '@/features/portal/panel'
import { portalMetadata, type PortalListProps } from '@/features/portal/page-metadata'
import { langOf } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requireClientArea } from '@/server/accounts'
import { invoicesDownloadable, listClientInvoices } from '@/server/projects'

export const generateMetadata = portalMetadata('invoices.metaTitle')

/** The client's invoices, newest invoice date first. */
const InvoicesPage = async (props: PortalListProps) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const { user } = await requireClientArea(payload, lang)
  const t = getT(lang, 'portal')
  const page = await pageOf(props.searchParams)
  const [invoices, downloadable] = await Promise.all([
    listClientInvoices(payload, user, 20, page),
    invoicesDownloadable(payload),
  ])
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('invoices.title')} intro={t('invoices.intro')} />
      <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        {invoices.docs.length ? (
          <InvoiceTable invoices={invoices.docs} downloadable={downloadable} lang={lang} t={t} />
        ) : (
          <EmptyText>{t('invoices.empty')}</EmptyText>
        )}
      </div>
      <Pager
        path={localizePath('/espace-client/factures', lang)}
        page={page}
        totalPages={invoices.totalPages}
        t={t}
      />
    </div>
  )
}

export default InvoicesPage
