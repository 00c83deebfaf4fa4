import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startSmtpServer } from '../../tests/helpers/smtp'
import { buildApp } from '../../scripts/lib/build-app'
import { buildIsCurrent } from '../../scripts/lib/build-fingerprint'
import { migrate } from '../../scripts/lib/migrate'
import { nextStartArgs } from '../../scripts/lib/next-start'
import { bin, runNode } from '../../scripts/lib/run'
import { createScratchDatabase } from '../../scripts/lib/scratch-database'

export type AppServer = {
  url: string
  databaseUri: string
  mediaDir: string
  pid: number
  stop: () => Promise<void>
}

const waitUntilUp = async (url: string, exited: () => boolean) => {
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (exited()) throw new Error('The app server exited while starting')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The app server did not answer on ${url} within 120 s`)
}

/**
 * The production app as a visitor meets it, on its own scratch database (migrated and seeded like
 * a fresh `npm start`), its own upload folder and a local SMTP server that accepts every mail.
 * Builds into .next-bench when the sources changed since its last build.
 */
export const startAppServer = async (port: number): Promise<AppServer> => {
  const database = await createScratchDatabase('studio_bench')
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-media-'))
  const smtp = await startSmtpServer()
  const url = `http://localhost:${port}`
  Object.assign(process.env, {
    DATABASE_URI: database.uri,
    SERVER_URL: url,
    MEDIA_DIR: mediaDir,
    SMTP_URL: smtp.url,
    NEXT_DIST_DIR: '.next-bench',
    NODE_ENV: 'production',
  })
  let app: ChildProcess | undefined
  let exited = false
  const stop = async () => {
    if (app && !exited) {
      const gone = new Promise((resolve) => app!.once('exit', resolve))
      app.kill('SIGTERM')
      await gone
    }
    await smtp.close()
    await database.drop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
  // A failed start leaves no server, database or folder behind (the next run needs the port).
  try {
    await migrate()
    await runNode(bin.tsx, ['scripts/seed.ts', '--if-empty'], { stdio: 'ignore' })
    if (!buildIsCurrent()) await buildApp()

    // The server's own log, to read when a figure looks wrong. Loopback only, by the name its URL
    // uses (with -H 127.0.0.1 its rewrites to /fr/... would go out by address and loop).
    const log = fs.openSync(path.join(os.tmpdir(), 'studio-bench-server.log'), 'w')
    // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (Node
    // refuses --cpu-prof in NODE_OPTIONS, so it is passed here).
    const profile = process.env.BENCH_CPU_PROFILE
    const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : []
    app = spawn(process.execPath, [...flags, ...nextStartArgs(port, { host: 'localhost' })], {
      stdio: ['ignore', log, log],
    })
    app.once('exit', () => (exited = true))
    await waitUntilUp(url, () => exited)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, databaseUri: database.uri, mediaDir, pid: app.pid!, stop }
}
