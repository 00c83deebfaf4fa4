'use client'

import { Button, type ButtonVariant } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import type { IconName } from '@/components/ui/icon-names'

/** In the table, an icon with its name as tooltip and accessible name; in the dialog, words. */
export const Action = ({
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
}) => (
  <Button
    variant={variant}
    size={compact ? 'icon' : 'md'}
    className={className}
    disabled={disabled}
    aria-label={compact ? name : undefined}
    title={compact ? label : undefined}
    onClick={onClick}
  >
    {compact ? <Icon name={icon} className="size-4" /> : label}
  </Button>
)
