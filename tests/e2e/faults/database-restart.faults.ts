import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { migrate } from '../../../scripts/lib/migrate'
import { freePort } from '../../helpers/free-port'
import { startAppProcess, type AppProcess } from '../../../scripts/lib/app-process'
import { randomIp } from '../support/fixtures'

/**
 * PostgreSQL goes wrong under the production server while visitors write: every connection of
 * the app is killed (pg_terminate_backend), then PostgreSQL itself restarts. The server process
 * must live through both, answer again within 30 s of the restart, and every write it
 * acknowledged must be in the database, once. The test runs its own PostgreSQL cluster and its
 * own server of the e2e build, so stopping that cluster touches nothing else.
 */
type Database = { uri: string; stop: () => Promise<void> }

const query = async <Row extends pg.QueryResultRow>(uri: string, text: string) => {
  const client = new pg.Client({ connectionString: uri })
  client.on('error', () => undefined)
  await client.connect()
  try {
    return (await client.query<Row>(text)).rows
  } finally {
    await client.end()
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('the server lives through killed connections and a PostgreSQL restart, and loses no acknowledged write', async () => {
  test.setTimeout(300_000)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-faults-pg-'))
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-faults-media-'))
  // The embedded server's settings are read when its module loads: set them first.
  Object.assign(process.env, { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) })
  const { startEmbeddedPostgres } = await import('../../../scripts/lib/embedded-postgres')
  const startDatabase = (): Promise<Database> => startEmbeddedPostgres('studio_faults')
  let database = await startDatabase()
  const adminUri = new URL(database.uri)
  adminUri.pathname = '/postgres'

  const port = await freePort()
  const url = `http://localhost:${port}`
  const serverEnv = {
    ...process.env,
    DATABASE_URI: database.uri,
    SERVER_URL: url,
    MEDIA_DIR: mediaDir,
    NODE_ENV: 'production' as const,
  }
  await migrate(serverEnv)
  let app: AppProcess | undefined
  try {
    app = await startAppProcess(port, serverEnv)
    const { server } = app

    // Visitors subscribe to the newsletter without a pause, each from its own address.
    const acknowledged: string[] = []
    let sent = 0
    let writing = true
    let lastSuccessAt = Date.now()
    const visitor = async (id: number) => {
      while (writing) {
        const email = `faults-${id}-${sent++}@test.example.com`
        const answer = await fetch(`${url}/api/newsletter-subscribers/subscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
          body: JSON.stringify({ email, language: 'fr' }),
        }).catch(() => null)
        if (answer?.ok) {
          acknowledged.push(email)
          lastSuccessAt = Date.now()
        } else await sleep(100)
      }
    }
    const visitors = Promise.all([1, 2, 3, 4].map(visitor))
    const writtenSince = async (since: number) => {
      const before = acknowledged.length
      for (let waited = 0; waited < 30_000; waited += 250) {
        if (acknowledged.length > before && lastSuccessAt > since) return Date.now() - since
        await sleep(250)
      }
      return Number.POSITIVE_INFINITY
    }

    await sleep(2_000)
    const killedAt = Date.now()
    const killed = await query<{ pid: number }>(
      adminUri.toString(),
      `select pg_terminate_backend(pid) as pid from pg_stat_activity
        where datname = 'studio_faults' and pid <> pg_backend_pid()`,
    )
    expect(killed.length, 'the app had connections to kill').toBeGreaterThan(0)
    const afterKill = await writtenSince(killedAt)
    expect(afterKill).toBeLessThan(30_000)

    await database.stop()
    await sleep(3_000)
    expect(server.exitCode, 'the server lived through PostgreSQL going away').toBeNull()
    database = await startDatabase()
    const restartedAt = Date.now()
    const afterRestart = await writtenSince(restartedAt)
    expect(afterRestart).toBeLessThan(30_000)
    test.info().annotations.push({
      type: 'recovery',
      description: `first acknowledged write ${afterKill} ms after the kill, ${afterRestart} ms after the restart`,
    })
    await sleep(2_000)
    writing = false
    await visitors

    expect(server.exitCode).toBeNull()
    expect((await fetch(`${url}/faq`)).status).toBe(200)
    const stored = await query<{ email: string; copies: number }>(
      database.uri,
      `select email, count(*)::int as copies from newsletter_subscribers
        where email like 'faults-%' group by email`,
    )
    const copies = new Map(stored.map((row) => [row.email, row.copies]))
    expect(acknowledged.length).toBeGreaterThan(20)
    expect(acknowledged.filter((email) => copies.get(email) !== 1)).toEqual([])
  } finally {
    await app?.stop()
    await database.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
})
