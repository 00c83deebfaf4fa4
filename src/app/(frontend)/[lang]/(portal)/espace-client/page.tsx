import config from '@payload-config'
import { getPayload } from 'payload'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { localizePath } from '@/domain/web/locale-path'
import { AmountDueSummary } from '@/features/portal/amount-due-summary'
import { InvoiceTable } from '@/features/portal/invoice-table'
import { EmptyText, Panel } from '@/features/portal/panel'
import { ProjectSummary } from '@/features/portal/project-summary'
import { RequestList } from '@/features/portal/request-list'
import { UpdatesTimeline } from '@/features/portal/updates-timeline'
import { portalMetadata } from '@/features/portal/page-metadata'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requireClientArea } from '@/server/accounts'
import {
  clientAmountDue,
  invoicesDownloadable,
  listClientInvoices,
  listClientProjects,
  listClientUpdates,
  listOpenRequests,
  responsePromises,
} from '@/server/projects'

export const generateMetadata = portalMetadata('dashboard.metaTitle')

/**
 * Client dashboard: the latest project, open requests with the promised response time, latest
 * updates, the amount due and the latest invoices.
 */
const PortalDashboard = async (props: LangParams) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const { user, readOnly } = await requireClientArea(payload, lang)
  const t = getT(lang, 'portal')
  const path = (to: string) => localizePath(`/espace-client${to}`, lang)
  const [projects, openRequests, updates, invoices, downloadable, due] = await Promise.all([
    listClientProjects(payload, user),
    listOpenRequests(payload, user, 3),
    listClientUpdates(payload, user, 3),
    listClientInvoices(payload, user, 3),
    invoicesDownloadable(payload),
    clientAmountDue(payload, user),
  ])
  const responses = await responsePromises(payload, openRequests.docs)
  const project = projects[0]

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">
            {t('dashboard.greeting', { name: user.firstName || user.email })}
          </h1>
          <p className="text-slate-600 dark:text-slate-400">{t('dashboard.intro')}</p>
        </div>
        {project && !readOnly ? (
          <Link href={`${path('/demandes')}#nouvelle-demande`} className={buttonClasses()}>
            {t('dashboard.newRequest')}
          </Link>
        ) : null}
      </header>

      {project ? (
        <ProjectSummary project={project} lang={lang} t={t} />
      ) : (
        <section className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
          <h2 className="text-xl font-bold">{t('dashboard.emptyTitle')}</h2>
          <p className="max-w-prose text-slate-600 dark:text-slate-400">
            {t('dashboard.emptyText')}
          </p>
          <Link href={localizePath('/demarrer-projet', lang)} className={buttonClasses()}>
            {t('dashboard.emptyCta')}
          </Link>
        </section>
      )}

      {project ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel
            id="open-requests"
            title={`${t('dashboard.openRequests')} (${openRequests.totalDocs})`}
            link={{ href: path('/demandes'), label: t('dashboard.seeAll') }}
          >
            {openRequests.docs.length ? (
              <RequestList requests={openRequests.docs} lang={lang} t={t} responses={responses} />
            ) : (
              <EmptyText>{t('dashboard.noOpenRequests')}</EmptyText>
            )}
          </Panel>
          <Panel
            id="latest-updates"
            title={t('dashboard.latestUpdates')}
            link={{ href: path('/mises-a-jour'), label: t('dashboard.seeAll') }}
          >
            {updates.docs.length ? (
              <UpdatesTimeline updates={updates.docs} lang={lang} t={t} />
            ) : (
              <EmptyText>{t('dashboard.noUpdates')}</EmptyText>
            )}
          </Panel>
          <div className="lg:col-span-2">
            <Panel
              id="latest-invoices"
              title={t('dashboard.latestInvoices')}
              link={{ href: path('/factures'), label: t('dashboard.seeAll') }}
            >
              <AmountDueSummary due={due} lang={lang} t={t} />
              {invoices.docs.length ? (
                <InvoiceTable
                  invoices={invoices.docs}
                  downloadable={downloadable}
                  lang={lang}
                  t={t}
                />
              ) : (
                <EmptyText>{t('dashboard.noInvoices')}</EmptyText>
              )}
            </Panel>
          </div>
        </div>
      ) : null}
    </div>
  )
}

export default PortalDashboard
