'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { ApiError, callApi } from '@/components/api/api-client'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal.client'
import { toast } from '@/components/ui/toast'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'

/** The client's "Approve version n" on a studio deliverable, confirmed in a dialog first. */
export const ApproveButton = ({
  id,
  title,
  version,
  lang,
}: {
  id: number
  title: string
  version: number
  lang: Locale
}) => {
  const { t } = useTranslation('files')
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const approve = async () => {
    setSending(true)
    try {
      await callApi(`deliverables/${id}/approve`, { method: 'POST', lang })
      toast.success(t('approveSuccess'))
      setOpen(false)
      router.refresh()
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('approveError'))
    } finally {
      setSending(false)
    }
  }
  return (
    <>
      <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {t('approve', { version })}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('approve', { version })}>
        <p>{t('approveConfirm', { title, version })}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('close')}
          </Button>
          <Button onClick={approve} disabled={sending}>
            {sending ? t('approving') : t('approve', { version })}
          </Button>
        </div>
      </Modal>
    </>
  )
}
