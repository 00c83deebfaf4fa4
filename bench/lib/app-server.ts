import { spawn, type ChildProcess } from 'node:child_process'
import dns from 'node:dns/promises'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startSmtpServer } from '../../tests/helpers/smtp'
import { buildApp } from '../../scripts/lib/build-app'
import { migrate } from '../../scripts/lib/migrate'
import { startFront, type Front } from '../../scripts/lib/nginx-front'
import { nextStartArgs, nextStartEnv } from '../../scripts/lib/next-start'
import { waitUntilUp } from '../../scripts/lib/wait-until-up'
import { bin, runNode } from '../../scripts/lib/run'
import { createScratchDatabase } from '../../scripts/lib/scratch-database'

const DIST_DIR = '.next-bench'

export type AppServer = {
  /** The app itself (plain HTTP/1.1), as the load generators reach it */
  url: string
  /** The production front before it (TLS, HTTP/2, brotli), as visitors reach it: SERVER_URL */
  publicUrl: string
  /** The front's certificate key hash, for Chromium */
  frontSpki: string
  databaseUri: string
  mediaDir: string
  pid: number
  stop: () => Promise<void>
}

/**
 * The production app on its own scratch database (migrated and seeded like a fresh `npm start`),
 * its own upload folder and a local SMTP server that accepts every mail, with the production
 * front before it on BENCH_FRONT_PORT (HTTPS, the public URL the build is made for) and the
 * port after it (HTTP, which redirects). Builds into .next-bench once the database is seeded.
 */
export const startAppServer = async (port: number): Promise<AppServer> => {
  const database = await createScratchDatabase('studio_bench')
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-media-'))
  const smtp = await startSmtpServer()
  const url = `http://localhost:${port}`
  const frontPort = Number(process.env.BENCH_FRONT_PORT ?? 3443)
  const publicUrl = `https://localhost:${frontPort}`
  Object.assign(process.env, {
    DATABASE_URI: database.uri,
    SERVER_URL: publicUrl,
    MEDIA_DIR: mediaDir,
    SMTP_URL: smtp.url,
    NEXT_DIST_DIR: DIST_DIR,
    NODE_ENV: 'production',
  })
  let app: ChildProcess | undefined
  let front: Front | undefined
  let exited = false
  const stop = async () => {
    await front?.stop()
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
    // Built on this run's database every time, even from unchanged sources: the prerendered pages
    // hold the seeded pictures' addresses, each in a folder of its own drawn at random, so a
    // build made on an earlier run's database shows broken pictures (403s in Lighthouse's log).
    await buildApp()

    // The server's own log, to read when a figure looks wrong. Loopback only, by the name its URL
    // uses (with -H 127.0.0.1 its rewrites to /fr/... would go out by address and loop).
    const log = fs.openSync(path.join(os.tmpdir(), 'studio-bench-server.log'), 'w')
    // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops (Node
    // refuses --cpu-prof in NODE_OPTIONS, so it is passed here).
    const profile = process.env.BENCH_CPU_PROFILE
    const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : []
    app = spawn(process.execPath, [...flags, ...nextStartArgs(port, { host: 'localhost' })], {
      env: nextStartEnv(),
      stdio: ['ignore', log, log],
    })
    app.once('exit', () => (exited = true))
    await waitUntilUp(url, () => exited)
    // nginx reaches the app at the address Node listens on for `localhost` (::1 where the
    // machine's hosts file says so).
    const { address, family } = await dns.lookup('localhost')
    front = await startFront({
      upstream: `${family === 6 ? `[${address}]` : address}:${port}`,
      distDir: DIST_DIR,
      httpsPort: frontPort,
      httpPort: frontPort + 1,
    })
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    publicUrl,
    frontSpki: front.spki,
    databaseUri: database.uri,
    mediaDir,
    pid: app.pid!,
    stop,
  }
}
