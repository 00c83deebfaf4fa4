/** A closed-loop load generator: `connections` workers send `total` requests, one at a time each. */
export type LoadResult<T> = {
  durationMs: number
  requestsPerSecond: number
  latenciesMs: number[]
  outcomes: T[]
  errors: string[]
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export const runLoad = async <T>(
  total: number,
  connections: number,
  send: (index: number) => Promise<T>,
): Promise<LoadResult<T>> => {
  const latenciesMs: number[] = []
  const outcomes: T[] = []
  const errors: string[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < total) {
      const index = next++
      const sent = performance.now()
      try {
        outcomes[index] = await send(index)
      } catch (error) {
        errors.push(`#${index}: ${error instanceof Error ? error.message : String(error)}`)
      }
      latenciesMs.push(performance.now() - sent)
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  const durationMs = performance.now() - started
  return {
    durationMs,
    requestsPerSecond: (total / durationMs) * 1000,
    latenciesMs: latenciesMs.sort((a, b) => a - b),
    outcomes,
    errors,
  }
}
