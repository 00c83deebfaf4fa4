'use client'

import { useCallback, useRef, useState } from 'react'

import type { Transfer } from '@/components/api/upload-api'

/**
 * The state of one upload at a time: `sent` (0 to 1, null when none runs) for a progress bar,
 * `track` to run an upload with the progress callback and cancel signal it should pass on, and
 * `cancel` for the button that stops it.
 */
export const useTransfer = () => {
  const [sent, setSent] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)
  const track = useCallback(async <T>(run: (transfer: Transfer) => Promise<T>) => {
    const abort = new AbortController()
    controller.current = abort
    setSent(0)
    try {
      return await run({ onProgress: setSent, signal: abort.signal })
    } finally {
      controller.current = null
      setSent(null)
    }
  }, [])
  const cancel = useCallback(() => controller.current?.abort(), [])
  return { sent, track, cancel }
}
