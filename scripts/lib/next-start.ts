import { bin } from './run'

/**
 * The production server's command line (after `node`), the same wherever it runs: `npm start`,
 * the bench, the e2e suite and its fault tests.
 *
 * The old-generation cap: left alone, V8 sizes the heap from the machine's memory and, under
 * load, lets garbage pile up before it collects; a cap makes it grow the heap less eagerly. 768 MB
 * keeps about nine times the app's live heap under load in reserve (issue 9's memory budget).
 */
export const nextStartArgs = (port: number, { host }: { host?: string } = {}) => [
  '--max-old-space-size=768',
  bin.next,
  'start',
  ...(host ? ['-H', host] : []),
  '-p',
  String(port),
]
