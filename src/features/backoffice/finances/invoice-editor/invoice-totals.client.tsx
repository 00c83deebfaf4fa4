'use client'

import { useWatch, type Control } from 'react-hook-form'

import { draftTotals, type InvoiceDraftInput } from '@/domain/billing/invoice-draft'
import { formatChf } from '@/domain/billing/money'
import { useTranslation } from '@/i18n/i18n-provider.client'

const chf = (centimes: number) => formatChf(centimes / 100, 2)

const Row = ({ label, centimes, total }: { label: string; centimes: number; total?: boolean }) => (
  <div
    className={
      total
        ? 'flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-800'
        : 'flex justify-between gap-4 text-slate-600 dark:text-slate-400'
    }
  >
    <dt>{label}</dt>
    <dd className="tabular-nums">{chf(centimes)}</dd>
  </div>
)

/**
 * The totals as the admin types, by the rules the server prices the invoice with (its numbers,
 * computed again on save, are the ones stored). Until every line reads as valid, it says so.
 */
export const InvoiceTotals = ({
  control,
  roundToFiveCentimes,
}: {
  control: Control<InvoiceDraftInput>
  roundToFiveCentimes: boolean
}) => {
  const { t } = useTranslation('backoffice')
  // Whole: a rate's key ('8.1') holds the key separator.
  const rateLabels = t('vatRate', { ns: 'labels', returnObjects: true })
  const [lines, discount] = useWatch({ control, name: ['lines', 'discount'] })
  const totals = draftTotals({ lines, discount }, roundToFiveCentimes)
  return (
    <section
      aria-labelledby="invoice-totals"
      aria-live="polite"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 text-sm sm:ml-auto sm:w-96 dark:border-slate-800"
    >
      <h2 id="invoice-totals" className="font-semibold">
        {t('invoiceEditor.totals.title')}
      </h2>
      {typeof totals === 'string' ? (
        <p className="text-slate-600 dark:text-slate-400">{t('invoiceEditor.totals.pending')}</p>
      ) : (
        <dl className="flex flex-col gap-1">
          <Row label={t('invoiceEditor.totals.subtotal')} centimes={totals.subtotalCentimes} />
          {totals.discountCentimes > 0 ? (
            <Row label={t('invoiceEditor.totals.discount')} centimes={-totals.discountCentimes} />
          ) : null}
          {totals.vat.map((share) => (
            <Row
              key={share.rate}
              label={t('invoiceEditor.totals.vat', {
                rate: rateLabels[share.rate],
                base: chf(share.baseCentimes),
              })}
              centimes={share.vatCentimes}
            />
          ))}
          {totals.roundingCentimes !== 0 ? (
            <Row label={t('invoiceEditor.totals.rounding')} centimes={totals.roundingCentimes} />
          ) : null}
          <Row label={t('invoiceEditor.totals.total')} centimes={totals.totalCentimes} total />
        </dl>
      )}
    </section>
  )
}
