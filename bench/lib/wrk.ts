import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

export type WrkResult = {
  requestsPerSecond: number
  p50: number
  p99: number
  /** The slowest answer */
  max: number
  failed: number
}

/** Longer than any answer takes: past it, wrk counts an answer as failed (its default is 2 s). */
const TIMEOUT_SECONDS = 10

const milliseconds = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit]!

/**
 * Reads wrk's report (with --latency): requests per second, median, p99 and slowest answer,
 * failed answers (errors, refused connections, answers that never came).
 */
export const parseWrk = (report: string): WrkResult => {
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(report)
  const latency = (percent: string) => {
    // wrk pads a value in seconds with a space ("1.32s "), one in ms or us not.
    const match = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s) *$`, 'm').exec(report)
    return match ? milliseconds(match[1]!, match[2]!) : Number.NaN
  }
  if (!rate) throw new Error(`Not a wrk report:\n${report}`)
  const slowest = /^\s+Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)\s/m.exec(report)
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0)
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
    .exec(report)
    ?.slice(1)
    .reduce((sum, count) => sum + Number(count), 0)
  return {
    requestsPerSecond: Number(rate[1]),
    p50: latency('50'),
    p99: latency('99'),
    max: slowest ? milliseconds(slowest[1]!, slowest[2]!) : Number.NaN,
    failed: non2xx + (socketErrors ?? 0),
  }
}

/**
 * `seconds` of load from wrk (Debian's package): one thread, `connections` connections. A slow
 * answer is not a lost one: it counts in the latencies, and only an answer not come after
 * TIMEOUT_SECONDS counts as failed.
 */
export const wrk = async (url: string, seconds: number, connections: number) => {
  const { stdout } = await run('wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout=${TIMEOUT_SECONDS}s`,
    '--latency',
    url,
  ])
  return parseWrk(stdout)
}
