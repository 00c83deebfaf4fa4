import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

export type WrkResult = { requestsPerSecond: number; p50: number; p99: number; failed: number }

const milliseconds = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit]!

/** Reads wrk's report (with --latency): requests per second, median and p99, failed answers. */
export const parseWrk = (report: string): WrkResult => {
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(report)
  const latency = (percent: string) => {
    // wrk pads a value in seconds with a space ("1.32s "), one in ms or us not.
    const match = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s) *$`, 'm').exec(report)
    return match ? milliseconds(match[1]!, match[2]!) : Number.NaN
  }
  if (!rate) throw new Error(`Not a wrk report:\n${report}`)
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0)
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
    .exec(report)
    ?.slice(1)
    .reduce((sum, count) => sum + Number(count), 0)
  return {
    requestsPerSecond: Number(rate[1]),
    p50: latency('50'),
    p99: latency('99'),
    failed: non2xx + (socketErrors ?? 0),
  }
}

/** `seconds` of load from wrk (Debian's package): one thread, `connections` connections. */
export const wrk = async (url: string, seconds: number, connections: number) => {
  const { stdout } = await run('wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    url,
  ])
  return parseWrk(stdout)
}
