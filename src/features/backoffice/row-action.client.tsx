'use client'

import type { LucideIcon } from 'lucide-react'

import { Button, type ButtonVariant } from '@/components/ui/button'

/** In the table, an icon with its name as tooltip and accessible name; in the dialog, words. */
export const Action = ({
  compact,
  icon: Icon,
  label,
  name,
  variant,
  className,
  disabled,
  onClick,
}: {
  compact: boolean
  icon: LucideIcon
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
    {compact ? <Icon aria-hidden className="size-4" /> : label}
  </Button>
)
