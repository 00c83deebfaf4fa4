import { type RefObject, useEffect } from 'react'

/**
 * Closes an open menu or popover on Escape or on a press outside `root`: the menus of the
 * signed-in areas (language, notifications) behave alike.
 */
export const useDismiss = (
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
) => {
  useEffect(() => {
    if (!open) return
    const onEvent = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        close()
      }
    }
    document.addEventListener('pointerdown', onEvent)
    document.addEventListener('keydown', onEvent)
    return () => {
      document.removeEventListener('pointerdown', onEvent)
      document.removeEventListener('keydown', onEvent)
    }
  }, [open, close, root])
}
