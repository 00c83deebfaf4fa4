import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = [
  'src',
  'collections',
  'globals',
  'migrations',
  'payload.config.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  // The steps after `next build` that change its output.
  'scripts/lib/build-app.ts',
  'scripts/lib/precompress-static.ts',
]
// Each build folder (NEXT_DIST_DIR: the app's, the tests', the benchmark's) records its own sources.
const distDir = () => process.env.NEXT_DIST_DIR || '.next'
const fingerprintFile = () => path.join(distDir(), 'studio-source-fingerprint')

const walk = (entry: string, out: string[]) => {
  if (!fs.existsSync(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isDirectory()) {
    for (const child of fs.readdirSync(entry).sort()) walk(path.join(entry, child), out)
  } else {
    out.push(`${entry}:${stat.size}:${stat.mtimeMs}`)
  }
}

/**
 * A digest of the sources a production build depends on (names, sizes, modification times), and
 * of the setting its prerendered pages are made with: the public origin their links name
 * (SERVER_URL, or PORT that makes its default). Read from the environment when called: the bench
 * sets it after `env` was loaded.
 */
export const sourceFingerprint = (): string => {
  const { SERVER_URL, PORT } = process.env
  const entries = [SERVER_URL ? `SERVER_URL=${SERVER_URL}` : `PORT=${PORT}`]
  for (const source of SOURCES) walk(source, entries)
  return crypto.createHash('sha256').update(entries.join('\n')).digest('hex')
}

/** True when the build folder holds a production build of the current sources. */
export const buildIsCurrent = (): boolean =>
  fs.existsSync(path.join(distDir(), 'BUILD_ID')) &&
  fs.existsSync(fingerprintFile()) &&
  fs.readFileSync(fingerprintFile(), 'utf8') === sourceFingerprint()

export const recordBuild = () => fs.writeFileSync(fingerprintFile(), sourceFingerprint())

/**
 * Forgets the build folder's build, so that the next `npm start` builds again: after a restore,
 * whose content the prerendered pages do not show.
 */
export const forgetBuild = () => fs.rmSync(fingerprintFile(), { force: true })
