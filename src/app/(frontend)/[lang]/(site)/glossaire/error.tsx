'use client'

import { useEffect } from 'react'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'
import { useTranslation } from '@/i18n/i18n-provider.client'

/**
 * The glossary could not be loaded (its content is rebuilt from the database; a cached copy is
 * served while one exists, so this only shows when none does): an error toast, and a retry.
 */
const GlossaryError = ({ reset }: { error: Error; reset: () => void }) => {
  const { t } = useTranslation('glossary')
  useEffect(() => {
    toast.error(t('loadError'), { id: 'glossary-error' })
  }, [t])
  return (
    <div className="mx-auto flex max-w-4xl flex-col items-start gap-4 px-4 py-20 sm:px-6">
      <h1 className="text-2xl font-bold">{t('loadError')}</h1>
      <Button onClick={reset}>{t('retry')}</Button>
    </div>
  )
}

export default GlossaryError
