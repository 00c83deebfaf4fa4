import { bin } from './run'

/**
 * The production server's command line (after `node`), the same wherever it runs: `npm start`,
 * the bench, the e2e suite and its fault tests.
 *
 * The old-generation cap: left alone, V8 sizes the heap from the machine's memory (4 GB on a
 * 24 GB machine) and, under load, lets garbage pile up past 500 MB before it collects. The live
 * heap measured under the bench's load is about 80 MB; 512 MB keeps six times that in reserve and
 * makes V8 collect sooner, for the same throughput (issue 9's memory budget).
 */
export const nextStartArgs = (port: number, { host }: { host?: string } = {}) => [
  '--max-old-space-size=512',
  bin.next,
  'start',
  ...(host ? ['-H', host] : []),
  '-p',
  String(port),
]
