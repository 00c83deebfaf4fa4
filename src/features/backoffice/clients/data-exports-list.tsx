import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { formatDayTime } from '@/domain/dates/format'
import { getT } from '@/i18n/translator'
import type { ExportItem } from '@/server/privacy'

const t = getT('fr', 'backoffice')

/** The client exports this admin ran, while they are prepared or open (24 hours), with links. */
export const DataExportsList = ({ exports }: { exports: ExportItem[] }) =>
  exports.length ? (
    <section
      aria-labelledby="exports-title"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="exports-title" className="font-semibold">
        {t('clients.exports.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {exports.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <span>
              {t('clients.exports.account', { id: item.subject })} ·{' '}
              {item.ready && item.expiresAt
                ? t('clients.exports.ready', { date: formatDayTime(item.expiresAt, 'fr') })
                : t('clients.exports.preparing')}
            </span>
            {item.url ? (
              <a href={item.url} download className={buttonClasses('outline', { size: 'sm' })}>
                <Icon name="download" className="size-4" />
                {t('clients.exports.download')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  ) : null
