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
]
const FILE = path.join('.next', 'studio-source-fingerprint')

const walk = (entry: string, out: string[]) => {
  if (!fs.existsSync(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isDirectory()) {
    for (const child of fs.readdirSync(entry).sort()) walk(path.join(entry, child), out)
  } else {
    out.push(`${entry}:${stat.size}:${stat.mtimeMs}`)
  }
}

/** A digest of the sources a production build depends on (names, sizes, modification times). */
export const sourceFingerprint = (): string => {
  const entries: string[] = []
  for (const source of SOURCES) walk(source, entries)
  return crypto.createHash('sha256').update(entries.join('\n')).digest('hex')
}

/** True when .next holds a production build of the current sources. */
export const buildIsCurrent = (): boolean =>
  fs.existsSync(path.join('.next', 'BUILD_ID')) &&
  fs.existsSync(FILE) &&
  fs.readFileSync(FILE, 'utf8') === sourceFingerprint()

export const recordBuild = () => fs.writeFileSync(FILE, sourceFingerprint())
