import { describe, expect, it } from 'vitest'

import { parseWrk } from './wrk'

const REPORT = `Running 8s test @ http://127.0.0.1:3000/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    24.01ms    3.10ms  61.12ms   90.10%
    Req/Sec     2.08k   120.33     2.30k    80.00%
  Latency Distribution
     50%   23.50ms
     75%   24.90ms
     90%   26.80ms
     99%  612.00us
  16640 requests in 8.00s, 1.01GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:   2079.41
Transfer/sec:    129.31MB
`

describe('parseWrk', () => {
  it('reads the rate, the latencies in ms and every failed answer', () => {
    expect(parseWrk(REPORT)).toEqual({
      requestsPerSecond: 2079.41,
      p50: 23.5,
      p99: 0.612,
      max: 61.12,
      failed: 7,
    })
  })

  it('reads latencies in seconds, which wrk pads with a space', () => {
    const slow = REPORT.replace('     99%  612.00us', '     99%    1.32s ')
    expect(parseWrk(slow).p99).toBe(1320)
    const slowest = REPORT.replace('  61.12ms   90.10%', '   1.92s    90.10%')
    expect(parseWrk(slowest).max).toBe(1920)
  })

  it('counts nothing failed when wrk reports no error', () => {
    const clean = REPORT.replace(/^\s+Socket errors.*\n/m, '').replace(/^\s+Non-2xx.*\n/m, '')
    expect(parseWrk(clean).failed).toBe(0)
  })

  it('refuses what is not a wrk report', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:3000 Connection refused')).toThrow(
      /Not a wrk report/,
    )
  })
})
