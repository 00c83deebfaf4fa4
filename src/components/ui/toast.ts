import type { ExternalToast } from 'sonner'

type Kind = 'success' | 'error' | 'warning'

let requested = false
const waiting = new Set<() => void>()

/** Calls `show` once the page has asked for its first toast (at once if it already has). */
export const onFirstToast = (show: () => void) => {
  if (requested) show()
  else waiting.add(show)
  return () => {
    waiting.delete(show)
  }
}

const notify = (kind: Kind) => (message: string, data?: ExternalToast) => {
  requested = true
  for (const show of waiting) show()
  waiting.clear()
  // Sonner replays the toasts created before its Toaster subscribed.
  void import('sonner').then(({ toast }) => toast[kind](message, data))
}

/**
 * Sonner's `toast`, downloaded with its Toaster on the first toast a page shows: most visits never
 * show one, and the library is 10 KiB of JavaScript.
 */
export const toast = {
  success: notify('success'),
  error: notify('error'),
  warning: notify('warning'),
}
