'use client'

import { useState } from 'react'

import { formatDay } from '@/domain/dates/format'
import { fromHundredths } from '@/domain/billing/exact-decimal'
import { formatChf } from '@/domain/billing/money'
import type { StatementEntry } from '@/server/billing'

import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icon'
import { Modal } from '@/components/ui/modal.client'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { importSummaryText, useImportStatement, usePreviewStatement } from './use-bank-credits'

const EFFECT_TONE: Record<StatementEntry['effect']['kind'], string> = {
  pays: 'text-emerald-700 dark:text-emerald-400',
  suggestion: 'text-blue-700 dark:text-blue-300',
  review: 'text-amber-800 dark:text-amber-300',
  alreadyImported: 'text-slate-600 dark:text-slate-400',
}

/** What applying the file does with one entry, in words: the invoice by number and client. */
const EntryEffect = ({ entry }: { entry: StatementEntry }) => {
  const { t } = useTranslation('backoffice')
  const invoice = [entry.invoice?.number, entry.invoice?.client].filter(Boolean).join(' — ')
  const { effect } = entry
  const text =
    effect.kind === 'pays'
      ? t(effect.settles ? 'finances.import.effect.pays' : 'finances.import.effect.paysPart', {
          invoice,
        })
      : effect.kind === 'review'
        ? t('finances.import.effect.review', { reason: effect.reason })
        : t(`finances.import.effect.${effect.kind}`, { invoice })
  return <p className={cn('text-sm font-medium', EFFECT_TONE[effect.kind])}>{text}</p>
}

/**
 * 'Importer un relevé': a dialog that says which files it takes, reads the chosen one and lists
 * each payment with what importing it will do (the invoice it pays, in full or in part, the one to
 * confirm, why it waits, or that it was imported before), then applies it on 'Appliquer' only.
 */
export const BankImport = () => {
  const { t } = useTranslation('backoffice')
  const [open, setOpen] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const preview = usePreviewStatement()
  const importStatement = useImportStatement()
  const close = () => {
    setOpen(false)
    setFile(null)
    preview.reset()
  }
  const read = (chosen: File) => {
    setFile(chosen)
    preview.mutate(chosen)
  }
  const summary = preview.data?.summary
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Icon name="upload" className="size-4" />
        {t('finances.import.button')}
      </Button>
      <Modal open={open} onClose={close} title={t('finances.import.title')}>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('finances.import.formats')} {t('finances.import.nothingBefore')}
        </p>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('finances.import.fileLabel')}
          <input
            type="file"
            accept=".xml,application/xml,text/xml"
            className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100"
            onChange={(event) => {
              // Kept in the field, which names the file read.
              const chosen = event.target.files?.[0]
              if (chosen) read(chosen)
            }}
          />
        </label>
        {preview.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {t('finances.import.reading')}
          </p>
        ) : null}
        {preview.isError ? (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          >
            <p className="font-semibold">{t('finances.import.refused')}</p>
            <p>{preview.error.message}</p>
          </div>
        ) : null}
        {preview.data && summary ? (
          <section aria-labelledby="statement-entries" className="flex flex-col gap-3">
            <h3 id="statement-entries" className="font-semibold">
              {t('finances.import.entries')}
            </h3>
            <p role="status" className="text-sm">
              {summary.credits > 0
                ? importSummaryText(summary, t, 'preview')
                : [
                    t('finances.import.nothingNew'),
                    summary.alreadyImported
                      ? t('finances.import.preview.alreadyImported', {
                          total: summary.alreadyImported,
                        })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' ')}
            </p>
            <ul className="flex max-h-80 flex-col divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {preview.data.entries.map((entry) => (
                <li key={entry.entryId} className="flex flex-col gap-0.5 px-3 py-2">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                    <span className="font-semibold tabular-nums">
                      {formatChf(fromHundredths(entry.centimes), 2)}
                    </span>
                    <span className="text-slate-600 dark:text-slate-400">
                      <time dateTime={entry.bookingDate}>{formatDay(entry.bookingDate)}</time>
                      {entry.debtorName ? ` · ${entry.debtorName}` : null}
                    </span>
                  </p>
                  {entry.reference ? (
                    <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">
                      {entry.reference}
                    </p>
                  ) : null}
                  <EntryEffect entry={entry} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!file || !summary || summary.credits === 0 || importStatement.isPending}
            aria-busy={importStatement.isPending}
            onClick={() => {
              if (file) importStatement.mutate(file, { onSuccess: close })
            }}
          >
            {t(importStatement.isPending ? 'finances.import.applying' : 'finances.import.apply')}
          </Button>
        </div>
      </Modal>
    </>
  )
}
