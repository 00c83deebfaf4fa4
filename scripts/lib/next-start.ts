import { bin } from './run'

/**
 * The production server's command line (after `node`), the same wherever it runs: `npm start`,
 * the bench, the e2e suite and its fault tests.
 *
 * The old-generation cap: left alone, V8 sizes the heap from the machine's memory (4 GB on a
 * 24 GB machine) and, under load, lets garbage pile up past 500 MB before it collects. The live
 * heap measured under the bench's load is about 80 MB. Any cap makes V8 grow the heap less
 * eagerly: 512 and 768 MB both kept the bench's peak RSS near 290 MB (527 without). 768 MB
 * keeps nine times the live heap in reserve; the intake's p95 did not tell 512 from 768 apart
 * within the machine's noise (issue 9's memory budget).
 */
export const nextStartArgs = (port: number, { host }: { host?: string } = {}) => [
  '--max-old-space-size=768',
  bin.next,
  'start',
  ...(host ? ['-H', host] : []),
  '-p',
  String(port),
]
