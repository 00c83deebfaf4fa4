'use client'

import { Button, type ButtonVariant } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import type { IconName } from '@/components/ui/icon-names'

import { Tooltip } from './list/row-parts.client'

/** In the table, an icon with its label as tooltip and its name for assistive technologies; in
 * a dialog, words. */
export const RowAction = ({
  compact,
  icon,
  label,
  name,
  variant,
  className,
  disabled,
  onClick,
}: {
  compact: boolean
  icon: IconName
  label: string
  name: string
  variant?: ButtonVariant
  className?: string
  disabled?: boolean
  onClick: () => void
}) => {
  const button = (
    <Button
      variant={variant}
      size={compact ? 'icon' : 'md'}
      className={className}
      disabled={disabled}
      aria-label={compact ? name : undefined}
      onClick={onClick}
    >
      {compact ? <Icon name={icon} className="size-4" /> : label}
    </Button>
  )
  return compact ? <Tooltip text={label}>{button}</Tooltip> : button
}
