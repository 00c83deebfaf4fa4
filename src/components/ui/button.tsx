import type { ButtonHTMLAttributes } from 'react'

import { cn } from './cn'

const VARIANTS = {
  primary:
    'bg-blue-700 text-white hover:bg-blue-800 focus-visible:outline-blue-700 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400',
  danger:
    'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400',
  outline:
    'border border-slate-300 bg-transparent hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800',
  ghost: 'bg-transparent hover:bg-slate-100 dark:hover:bg-slate-800',
} as const

const SIZES = {
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'h-12 px-6 text-base',
  sm: 'min-h-9 px-4 py-1 text-sm',
  icon: 'min-h-8 px-2 py-1 text-sm',
} as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES

/**
 * Class names of a button, for links that look like one. `className` adds layout (margins,
 * alignment), never a utility the variant or size sets: class names are joined, not merged.
 */
export const buttonClasses = (
  variant: ButtonVariant = 'primary',
  { size = 'md', className }: { size?: ButtonSize; className?: string } = {},
) =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  )

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
}

export const Button = ({ variant, size, className, type = 'button', ...props }: Props) => (
  <button type={type} className={buttonClasses(variant, { size, className })} {...props} />
)
