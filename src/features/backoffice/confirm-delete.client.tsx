'use client'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal.client'

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
}) => (
  <Modal open={open} onClose={onCancel} title="Êtes-vous sûr?">
    <p className="text-slate-700 dark:text-slate-300">
      Cette action est irréversible. Le projet et toutes les données associées (tâches, mises à
      jour, factures, demandes) seront définitivement supprimés.
    </p>
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        Annuler
      </Button>
      <Button variant="danger" onClick={onConfirm} disabled={busy}>
        Supprimer
      </Button>
    </div>
  </Modal>
)
