import { LinesSummary } from '@/components/invoices/lines-summary'
import { Icon } from '@/components/ui/icon'
import { type InvoiceLine, lineNetsOf } from '@/domain/billing/invoice-lines'
import { formatChf } from '@/domain/billing/money'
import { isOneOf } from '@/domain/labelled'
import { INTL_LOCALES, type Locale } from '@/domain/locales'
import { VAT_RATES } from '@/domain/billing/vat'
import type { getT } from '@/i18n/translator'

/**
 * What an invoice is for, under its number in the portal: the first line's description (cut to
 * one line), and every line in full, with its quantity, unit price, VAT rate and amount, once the
 * client opens it (native <details>: keyboard and screen readers, no script).
 */
export const InvoiceLinesDetails = ({
  lines,
  lang,
  t,
}: {
  lines: InvoiceLine[] | null | undefined
  lang: Locale
  t: ReturnType<typeof getT>
}) => {
  if (!lines?.length || !lines[0]?.description) return null
  const nets = lineNetsOf(lines)
  const quantity = new Intl.NumberFormat(INTL_LOCALES[lang])
  return (
    <details className="group w-full max-w-72 text-right sm:text-left">
      <summary className="flex cursor-pointer list-none items-center justify-end gap-1 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:justify-start [&::-webkit-details-marker]:hidden">
        <LinesSummary lines={lines} />
        <span className="sr-only">{t('invoices.showLines')}</span>
        <Icon
          name="chevron-down"
          className="size-3.5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none dark:text-slate-400"
        />
      </summary>
      <ul className="mt-2 flex flex-col gap-2 text-xs font-normal">
        {lines.map((line, index) => (
          <li key={index} className="flex flex-col gap-0.5">
            <span className="break-words text-slate-900 dark:text-slate-100">
              {line.description}
            </span>
            <span className="text-slate-600 tabular-nums dark:text-slate-400">
              {quantity.format(line.quantity ?? 0)} × {formatChf(line.unitPrice ?? 0, 2)} ·{' '}
              {t('invoices.vat', {
                rate: t(`vatRate.${isOneOf(VAT_RATES, line.vatRate) ? line.vatRate : '0'}`, {
                  ns: 'labels',
                }),
              })}
              {nets ? ` · ${formatChf(nets[index]! / 100, 2)}` : null}
            </span>
          </li>
        ))}
      </ul>
    </details>
  )
}
