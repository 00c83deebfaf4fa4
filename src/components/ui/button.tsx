import type { ButtonHTMLAttributes } from 'react'

import { cn } from './cn'

const VARIANTS = {
  primary:
    'bg-blue-700 text-white hover:bg-blue-800 focus-visible:outline-blue-700 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400',
  outline:
    'border border-slate-300 bg-transparent hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800',
  ghost: 'bg-transparent hover:bg-slate-100 dark:hover:bg-slate-800',
} as const

export type ButtonVariant = keyof typeof VARIANTS

/** Class names of a button, for links that look like one. */
export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string) =>
  cn(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    className,
  )

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }

export const Button = ({ variant, className, type = 'button', ...props }: Props) => (
  <button type={type} className={buttonClasses(variant, className)} {...props} />
)
