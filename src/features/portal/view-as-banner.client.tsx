'use client'

import { callApi } from '@/components/api/api-client'
import { Icon } from '@/components/ui/icon'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'

/** Shown on every page while an admin views a client's portal, with the way out. */
export const ViewAsBanner = ({
  text,
  exitLabel,
  exitError,
}: {
  text: string
  exitLabel: string
  exitError: string
}) => {
  const router = useRouter()
  const [leaving, setLeaving] = useState(false)
  const leave = async () => {
    setLeaving(true)
    try {
      await callApi('backoffice/view-as/end', { method: 'POST' })
    } catch {
      setLeaving(false)
      toast.error(exitError)
      return
    }
    router.push('/admin/clients')
    router.refresh()
  }
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <Icon name="eye" className="size-5 shrink-0" />
        {text}
      </p>
      <Button variant="outline" onClick={leave} disabled={leaving}>
        {exitLabel}
      </Button>
    </div>
  )
}
