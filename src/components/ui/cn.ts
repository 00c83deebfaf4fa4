import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names, dropping the falsy ones. Nothing is merged: a component's conditional
 * classes are alternatives (`a ? x : y`), never a utility overriding one already given, because
 * a merging library would cost every public page 9 KiB of JavaScript and its start-up time.
 */
export const cn = (...values: ClassValue[]) => clsx(values)
