'use client'

import { useRef } from 'react'

import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { useImportStatement } from './use-bank-credits'

/**
 * 'Importer un relevé': picks the bank's camt.054 or camt.053 file and sends it at once; the
 * toast says what it paid and what waits below in 'Paiements à traiter'.
 */
export const BankImportButton = () => {
  const { t } = useTranslation('backoffice')
  const input = useRef<HTMLInputElement>(null)
  const importStatement = useImportStatement()
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xml,application/xml,text/xml"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('finances.import.fileLabel')}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) importStatement.mutate(file)
        }}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={importStatement.isPending}
        aria-busy={importStatement.isPending}
        onClick={() => input.current?.click()}
      >
        <Icon name="upload" className="size-4" />
        {t(importStatement.isPending ? 'finances.import.importing' : 'finances.import.button')}
      </Button>
    </>
  )
}
