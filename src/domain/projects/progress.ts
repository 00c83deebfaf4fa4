/** Progress is a whole percentage between 0 and 100. */
export const isProgressPercentage = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100
