'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { callApi } from '@/components/api/api-client'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal.client'
import { toast } from '@/components/ui/toast'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { ClientRow } from '@/server/projects'

import type { RowMenuItem } from '@/components/ui/row-menu.client'

/**
 * A client's data rights run by an admin (a request received by mail, nFADP art. 25 and 32): its
 * data as a ZIP for the admin (listed at the top of the page once built), or its erasure,
 * confirmed by typing the client's sign-in address. Both are items of the client's row menu; the
 * erasure's dialog is rendered beside the menu, not in it.
 */
export const useClientDataRights = (client: ClientRow, name: string) => {
  const { t } = useTranslation('backoffice')
  const router = useRouter()
  const queryClient = useQueryClient()
  const [erasing, setErasing] = useState(false)
  const [typed, setTyped] = useState('')
  const exportData = useMutation({
    mutationFn: () => callApi('data-exports/request', { json: { subject: client.id } }),
    onSuccess: () => {
      toast.success(t('clients.dataRights.exportStarted'), {
        description: t('clients.dataRights.exportStartedDetail'),
      })
      router.refresh()
    },
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
  })
  const erase = useMutation({
    mutationFn: () => callApi(`users/${client.id}/erase`, { json: { confirmEmail: typed } }),
    onSuccess: () => {
      setErasing(false)
      toast.success(t('clients.dataRights.erased'), {
        description: t('clients.dataRights.erasedDetail'),
      })
      void queryClient.invalidateQueries({ queryKey: ['clients'] })
    },
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
  })
  const items: RowMenuItem[] = [
    {
      label: t('clients.dataRights.export'),
      name: t('clients.dataRights.exportName', { name }),
      disabled: exportData.isPending,
      onSelect: () => exportData.mutate(),
    },
    {
      label: t('clients.dataRights.erase'),
      name: t('clients.dataRights.eraseName', { name }),
      danger: true,
      onSelect: () => {
        setTyped('')
        setErasing(true)
      },
    },
  ]
  const dialog = (
    <Modal
      open={erasing}
      onClose={() => setErasing(false)}
      title={t('clients.dataRights.eraseTitle', { name })}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          erase.mutate()
        }}
      >
        <p className="text-slate-700 dark:text-slate-300">{t('clients.dataRights.eraseBody')}</p>
        <Field
          label={t('clients.dataRights.confirmLabel')}
          hint={client.loginEmail}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setErasing(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={erase.isPending || !typed.trim()}>
            {t('clients.dataRights.eraseForGood')}
          </Button>
        </div>
      </form>
    </Modal>
  )
  return { items, dialog }
}
