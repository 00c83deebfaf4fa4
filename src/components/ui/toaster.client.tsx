'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { onFirstToast } from './toast'

const SonnerToaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })))

/** Where toasts appear; mounted (and Sonner downloaded) when the page shows its first one. */
export const Toaster = () => {
  const [shown, setShown] = useState(false)
  useEffect(() => onFirstToast(() => setShown(true)), [])
  if (!shown) return null
  return (
    <Suspense>
      <SonnerToaster position="top-center" richColors closeButton />
    </Suspense>
  )
}
