import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { adapterUsesIn, isPayloadTable, sqlWritesIn } from './sql-writes'
import { tableNameOf } from './table-name'

const ROOT = path.resolve(import.meta.dirname, '../../../..')

/**
 * Tables the app creates in its own migrations and alone uses, outside Payload's config: the
 * rate limiter's counters and the yearly document numbers' high-water marks.
 */
const APP_TABLES = ['rate_limit_hits', 'document_sequences']

const sourcesUnder = (folder: string): string[] =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file))

const payloadTables = async () => {
  // Building the config opens no connection; it only needs an address to be set.
  vi.stubEnv('DATABASE_URI', process.env.DATABASE_URI ?? 'postgres://unused@127.0.0.1:1/unused')
  const config = await (await import('@payload-config')).default
  return [...config.collections, ...config.globals].map(({ slug }) => tableNameOf(slug))
}

describe('writes to Payload’s tables', () => {
  // Importing the whole Payload config (every collection, plugin and editor) takes seconds on a busy
  // machine, past the unit tests' default of 5 s: the integration tests' limit.
  it('go through Payload in src/, collections/ and globals/: no SQL names one', async () => {
    const tables = await payloadTables()
    expect(tables).toEqual(expect.arrayContaining(['invoices', 'bank_credits', 'payload_jobs']))
    const offending: string[] = []
    const appWrites = new Set<string>()
    for (const file of ['src', 'collections', 'globals'].flatMap(sourcesUnder)) {
      for (const table of sqlWritesIn(readFileSync(path.join(ROOT, file), 'utf8'))) {
        if (APP_TABLES.includes(table)) appWrites.add(table)
        else if (table.startsWith('drizzle:') || isPayloadTable(table, tables)) {
          offending.push(`${file}: ${table}`)
        }
      }
    }
    expect(offending).toEqual([])
    // The scan reads the files it should: the app's own tables are written where expected.
    expect([...appWrites].sort()).toEqual([...APP_TABLES].sort())
    for (const table of APP_TABLES) expect(isPayloadTable(table, tables)).toBe(false)
  }, 60_000)

  it('reach the database adapter in src/server/platform/db only', () => {
    const offending = ['src', 'collections', 'globals']
      .flatMap(sourcesUnder)
      .filter((file) => !file.startsWith(path.join('src', 'server', 'platform', 'db')))
      .flatMap((file) =>
        adapterUsesIn(readFileSync(path.join(ROOT, file), 'utf8')).map((use) => `${file}: ${use}`),
      )
    expect(offending).toEqual([])
  })
})

describe('adapterUsesIn', () => {
  it('finds adapter writes, private fields and its transaction methods', () => {
    const source = `
      await req.payload.db.updateOne({ collection: 'invoices', id: 1, data: {} })
      await payload.db.deleteMany({ collection: 'users', where: {} })
      adapter.tableNameMap.get('invoices')
      ;(payload.db as unknown as PostgresAdapter).sessions[id]
      db.beginTransaction()`
    expect(adapterUsesIn(source)).toEqual([
      '.db.updateOne(',
      '.db.deleteMany(',
      'tableNameMap',
      'PostgresAdapter',
      '.sessions[',
      'beginTransaction',
    ])
  })

  it('lets reads and the Local API be', () => {
    const source = `
      await payload.db.drizzle.execute(sql\`select 1\`)
      await req.payload.db.findOne({ collection: 'users', where: {} })
      await payload.update({ collection: 'users', id: 1, data: {} })`
    expect(adapterUsesIn(source)).toEqual([])
  })
})

describe('sqlWritesIn', () => {
  it('finds inserts, updates with or without an alias, deletes and drizzle writes', () => {
    const source = `
      sql\`insert into "invoices" (id) values (1)\`
      sql\`UPDATE client_projects p SET project_name = 'x'\`
      sql\`update activities set note = null\`
      sql\`delete from bank_credits where id = 1\`
      sql\`truncate table payload_jobs\`
      await db.insert(activities).values([])
      await tx.delete(table)`
    expect(sqlWritesIn(source)).toEqual([
      'invoices',
      'client_projects',
      'activities',
      'bank_credits',
      'payload_jobs',
      'drizzle:insert',
      'drizzle:delete',
    ])
  })

  it('ignores reads, prose and the Local API', () => {
    const source = `
      sql\`select id from invoices where id = 1 for update\`
      // update the invoice once the credit is stored; delete the file afterwards
      await req.payload.db.updateOne({ collection: 'invoices', id: 1, data: {} })
      await payload.update({ collection: 'users', id: 1, data: {} })
      waiting.delete(show)`
    expect(sqlWritesIn(source)).toEqual([])
  })
})

describe('isPayloadTable', () => {
  it('knows a collection’s own, related and version tables, not a neighbour’s', () => {
    const tables = ['invoices', 'posts', 'payload_jobs']
    for (const table of ['invoices', 'invoices_lines', 'posts_rels', '_posts_v', '_posts_v_rels']) {
      expect(isPayloadTable(table, tables)).toBe(true)
    }
    for (const table of ['invoice', 'rate_limit_hits', 'document_sequences', 'postscript']) {
      expect(isPayloadTable(table, tables)).toBe(false)
    }
  })
})

describe('tableNameOf', () => {
  it('snake-cases kebab and camel slugs as the Postgres adapter does', () => {
    expect(tableNameOf('bank-credits')).toBe('bank_credits')
    expect(tableNameOf('payload-locked-documents')).toBe('payload_locked_documents')
    expect(tableNameOf('settingsBilling')).toBe('settings_billing')
    expect(tableNameOf('users')).toBe('users')
  })
})
