import type { ButtonHTMLAttributes } from 'react'

import { cn } from './cn'

// Written out whole: Tailwind generates only the class names it finds in the sources.
const VARIANTS = {
  primary: 'btn-primary',
  danger: 'btn-danger',
  outline: 'btn-outline',
  ghost: 'btn-ghost',
} as const
const SIZES = { md: 'btn-md', lg: 'btn-lg', sm: 'btn-sm', icon: 'btn-icon' } as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES

/**
 * Class names of a button, for links that look like one (their looks are in globals.css).
 * `className` adds layout (margins, alignment), never what the variant or size sets.
 */
export const buttonClasses = (
  variant: ButtonVariant = 'primary',
  { size = 'md', className }: { size?: ButtonSize; className?: string } = {},
) => cn('btn', VARIANTS[variant], SIZES[size], className)

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
}

export const Button = ({ variant, size, className, type = 'button', ...props }: Props) => (
  <button type={type} className={buttonClasses(variant, { size, className })} {...props} />
)
