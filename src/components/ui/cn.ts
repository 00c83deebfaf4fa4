import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names, the later Tailwind utility winning over a conflicting earlier one. */
export const cn = (...values: ClassValue[]) => twMerge(clsx(values))
