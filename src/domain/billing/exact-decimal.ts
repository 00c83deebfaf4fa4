/**
 * Numbers typed as francs (1495.50) or quantities (0.5) become integers of hundredths before any
 * arithmetic. A binary float such as 0.1 + 0.2 is read as the decimal it stands for (0.30); a
 * value with a third decimal (10.005) is refused rather than silently rounded.
 */
export const toHundredths = (value: unknown): number | null => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  const scaled = value * 100
  const whole = Math.round(scaled)
  // Within a millionth of a hundredth: the float's noise, not a third decimal.
  if (Math.abs(scaled - whole) > 1e-6 * Math.max(1, Math.abs(scaled) / 1e9)) return null
  return Number.isSafeInteger(whole) ? whole : null
}

/** Hundredths back to the number stored in a PostgreSQL numeric column (exact: 99995 → 999.95). */
export const fromHundredths = (hundredths: number): number => hundredths / 100
