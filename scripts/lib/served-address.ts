import fs from 'node:fs'
import path from 'node:path'

import { env } from '../../src/server/platform/config/env'

/**
 * The address a running `npm start` serves, kept in DATA_DIR while it runs: `create-admin`, run
 * from another shell without that shell's PORT or SERVER_URL, still prints a link that opens.
 */
export type Recorded = { pid: number; url: string }

const file = () => path.join(env.dataDir, 'served-address.json')

/** The recorded address while its process lives, else this process's own idea of it. */
export const pickAddress = (
  recorded: Recorded | undefined,
  isAlive: (pid: number) => boolean,
  fallback: string,
): string => (recorded && isAlive(recorded.pid) ? recorded.url : fallback)

/** What `npm start` prints once the app answers. */
export const readyMessage = (url: string): string =>
  [
    `\nThe app is up: open ${url}`,
    'To make the first admin, run: npm run create-admin -- you@example.com',
  ].join('\n')

export const recordServedAddress = (url: string) => {
  fs.mkdirSync(env.dataDir, { recursive: true })
  fs.writeFileSync(file(), JSON.stringify({ pid: process.pid, url } satisfies Recorded))
}

const readRecorded = (): Recorded | undefined =>
  fs.existsSync(file()) ? (JSON.parse(fs.readFileSync(file(), 'utf8')) as Recorded) : undefined

/** Removes the record, if it is this process's (another `npm start` may have replaced it). */
export const forgetServedAddress = () => {
  if (readRecorded()?.pid === process.pid) fs.rmSync(file(), { force: true })
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false // No such process: the record outlived a killed `npm start`.
  }
}

/** The address to put in links printed for the operator. */
export const servedAddress = (): string => pickAddress(readRecorded(), isAlive, env.serverUrl)
