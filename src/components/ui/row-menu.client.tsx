'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { cn } from './cn'
import { Icon } from './icon'

export type RowMenuItem = {
  label: string
  /** The accessible name, when the label alone does not say which row ("Supprimer Site X"). */
  name?: string
  onSelect: () => void
  danger?: boolean
  disabled?: boolean
}

const GAP = 4
const MARGIN = 8

/**
 * A row's "more" menu (the WAI-ARIA menu button): the rarer and destructive actions of a table
 * row or a card. It opens as a native popover, in the top layer, so no table frame clips it; the
 * browser closes it on Escape or a press outside. Arrows, Home and End move between the items;
 * choosing one or pressing Escape or Tab gives the focus back to the button.
 */
export const RowMenu = ({ label, items }: { label: string; items: RowMenuItem[] }) => {
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)

  const enabledItems = () => [
    ...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:enabled') ?? []),
  ]
  const focusItem = (index: number) => {
    const all = enabledItems()
    all.at(index % Math.max(all.length, 1))?.focus()
  }
  const close = () => {
    menu.current?.hidePopover()
    button.current?.focus()
  }

  useEffect(() => {
    const popover = menu.current
    if (!popover) return
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open'
      setOpen(opened)
      // Opened by a click, Enter or Space: the first item takes the focus (the arrows gave it one).
      if (opened && !popover.contains(document.activeElement))
        popover.querySelector<HTMLButtonElement>('[role="menuitem"]:enabled')?.focus()
      // Closed by a press outside: the focus must not stay on a hidden item.
      if (!opened && (popover.contains(document.activeElement) || !document.activeElement))
        button.current?.focus()
    }
    popover.addEventListener('toggle', onToggle)
    return () => popover.removeEventListener('toggle', onToggle)
  }, [])

  // Placed under the button, right-aligned, kept inside the window; closed when the page scrolls
  // rather than left floating away from its row.
  useEffect(() => {
    const popover = menu.current
    const anchor = button.current?.getBoundingClientRect()
    if (!open || !popover || !anchor) return
    const { offsetWidth: width, offsetHeight: height } = popover
    const left = Math.min(Math.max(MARGIN, anchor.right - width), innerWidth - width - MARGIN)
    const below = anchor.bottom + GAP
    const top =
      below + height > innerHeight - MARGIN ? Math.max(MARGIN, anchor.top - height - GAP) : below
    popover.style.left = `${left}px`
    popover.style.top = `${top}px`
    const onScroll = () => popover.hidePopover()
    addEventListener('scroll', onScroll, { capture: true, passive: true })
    return () => removeEventListener('scroll', onScroll, { capture: true })
  }, [open])

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    menu.current?.showPopover()
    focusItem(event.key === 'ArrowDown' ? 0 : -1)
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const all = enabledItems()
    const at = all.indexOf(document.activeElement as HTMLButtonElement)
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1 + all.length,
      Home: 0,
      End: all.length - 1,
    }
    if (event.key in moves) focusItem(moves[event.key]!)
    else if (event.key === 'Tab' || event.key === 'Escape') close()
    else return
    event.preventDefault()
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        title={label}
        onKeyDown={onButtonKey}
        className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 aria-expanded:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-expanded:bg-slate-800"
      >
        <Icon name="ellipsis" className="size-4" />
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        role="menu"
        aria-label={label}
        onKeyDown={onMenuKey}
        className="fixed inset-auto m-0 w-56 rounded-lg border border-slate-200 bg-white p-1 text-left text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {items.map((item) => (
          <button
            key={item.label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            disabled={item.disabled}
            aria-label={item.name}
            onClick={() => {
              close()
              item.onSelect()
            }}
            className={cn(
              'flex w-full rounded-md px-3 py-2 text-left hover:bg-slate-100 focus:bg-slate-100 focus:outline-none disabled:opacity-50 dark:hover:bg-slate-800 dark:focus:bg-slate-800',
              item.danger && 'text-red-700 dark:text-red-400',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
    </>
  )
}
