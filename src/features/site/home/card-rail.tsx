import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'

/**
 * A list of cards in a `card-rail`: scrolled sideways on a phone, a grid from 640 px on
 * (`className` sets its columns). It takes the keyboard's focus, so that a visitor without a
 * touch screen can scroll it with the arrow keys.
 */
export const CardRail = ({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) => (
  <ul aria-label={label} tabIndex={0} className={cn('card-rail', className)}>
    {children}
  </ul>
)
