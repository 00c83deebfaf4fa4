'use client'

import type { MouseEvent, ReactNode } from 'react'

import { Icon } from '@/components/ui/icon'
import type { IconName } from '@/components/ui/icon-names'
import { RowMenu, type RowMenuItem } from '@/components/ui/row-menu.client'

/** A press on a row opens it, unless it was on one of the row's own controls. */
export const openOnRowClick = (onOpen: () => void) => (event: MouseEvent<HTMLElement>) => {
  if (!(event.target as Element).closest('a, button, input, select, textarea, label')) onOpen()
}

/** The row's title as the button that opens its detail panel (the keyboard's way in). */
export const OpenRowButton = ({
  onOpen,
  label,
  children,
}: {
  onOpen: () => void
  /** A name that says what opens, beginning or ending with the visible text */
  label?: string
  children: ReactNode
}) => (
  <button
    type="button"
    aria-haspopup="dialog"
    aria-label={label}
    onClick={onOpen}
    className="max-w-full text-left hover:underline focus-visible:underline"
  >
    {children}
  </button>
)

/** An action's name on hover and on keyboard focus, above its icon. */
export const Tooltip = ({ text, children }: { text: string; children: ReactNode }) => (
  <span className="group/tip relative inline-flex">
    {children}
    <span
      aria-hidden="true"
      className="pointer-events-none absolute right-0 bottom-full z-20 mb-1 hidden rounded bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white group-focus-within/tip:block group-hover/tip:block dark:bg-slate-100 dark:text-slate-900"
    >
      {text}
    </span>
  </span>
)

export type RowLink = {
  href: string
  icon: IconName
  /** The tooltip */
  label: string
  /** The accessible name, which says which row */
  name: string
  className?: string
  external?: boolean
}

/** A row's action that is a link: an icon with its tooltip. */
export const RowLinkAction = ({ href, icon, label, name, className, external }: RowLink) => (
  <Tooltip text={label}>
    <a
      href={href}
      aria-label={name}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={`inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800 ${className ?? ''}`}
    >
      <Icon name={icon} className="size-4" />
    </a>
  </Tooltip>
)

/**
 * A row's actions in fixed slots, so that the same action stands in the same place on every row
 * (an action a row lacks leaves its slot empty), then the "more" menu with the rarer and
 * destructive ones.
 */
export const RowActions = ({
  slots = [],
  menu,
}: {
  slots?: ReactNode[]
  menu?: { label: string; items: RowMenuItem[] }
}) => (
  <div className="flex items-center justify-end gap-1">
    {slots.map((slot, index) => (
      <span key={index} className="inline-flex min-w-8 justify-center">
        {slot}
      </span>
    ))}
    {menu?.items.length ? <RowMenu {...menu} /> : menu ? <span className="w-8" /> : null}
  </div>
)
