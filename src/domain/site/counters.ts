/** The home page's figures, counted up from 0 to their value when they come into view. */
export const COUNT_UP_MS = 2000

export type Counter = { key: string; value: number; suffix: string }

// `as const`: each key names its label's translation key.
export const STUDIO_COUNTERS = [
  { key: 'projects', value: 30, suffix: '+' },
  { key: 'lines', value: 5, suffix: 'M+' },
  { key: 'uptime', value: 99, suffix: '%' },
] as const satisfies readonly Counter[]

export const DATA_COUNTERS = [
  { key: 'sources', value: 70, suffix: '+' },
  { key: 'profiles', value: 23, suffix: 'K+' },
  { key: 'integrity', value: 100, suffix: '%' },
] as const satisfies readonly Counter[]

/** The figure shown `elapsed` ms into the count: eased out, whole numbers, exact at the end. */
export const countAt = (elapsed: number, target: number, duration = COUNT_UP_MS): number => {
  if (elapsed <= 0) return 0
  if (elapsed >= duration) return target
  const progress = elapsed / duration
  const eased = 1 - (1 - progress) ** 3
  return Math.min(target, Math.floor(eased * target))
}
