'use client'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal.client'
import { useTranslation } from '@/i18n/i18n-provider.client'

/** Asks before deleting a project: everything attached to it is deleted with it, for good. */
export const ConfirmDelete = ({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}) => {
  const { t } = useTranslation('backoffice')
  return (
    <Modal open={open} onClose={onCancel} title={t('projects.confirmDelete.title')}>
      <p className="text-slate-700 dark:text-slate-300">{t('projects.confirmDelete.body')}</p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {t('common.delete')}
        </Button>
      </div>
    </Modal>
  )
}
