import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { PINNED_ADAPTER_VERSION } from './postgres-adapter'

const installedVersion = () =>
  (
    JSON.parse(readFileSync('node_modules/@payloadcms/db-postgres/package.json', 'utf8')) as {
      version: string
    }
  ).version

describe('the Postgres adapter this app relies on', () => {
  it('is the version whose internals postgres-adapter.ts was written against', () => {
    const installed = installedVersion()
    expect(
      installed,
      `@payloadcms/db-postgres is ${installed}, postgres-adapter.ts was checked against ` +
        `${PINNED_ADAPTER_VERSION}: read the new version's sessions, tableNameMap, insert, ` +
        'beginTransaction and commitTransaction, run tests/int/transactions.test.ts and ' +
        'tests/int/bank-import.test.ts, then move PINNED_ADAPTER_VERSION.',
    ).toBe(PINNED_ADAPTER_VERSION)
  })
})
