/**
 * The tables written by statements in a source text: `insert into`, `update ... set`,
 * `delete from`, `truncate`, and drizzle's `insert(`/`update(`/`delete(` on a database handle
 * (reported as `drizzle:<method>`, the table being an expression).
 */
export const sqlWritesIn = (source: string): string[] => {
  const tables: string[] = []
  const statements =
    /\b(?:insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z_][a-z0-9_]*)"?|\bupdate\s+"?([a-z_][a-z0-9_]*)"?(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?\s+set\b/gi
  for (const match of source.matchAll(statements))
    tables.push((match[1] ?? match[2]!).toLowerCase())
  for (const match of source.matchAll(/\b(?:drizzle|db|tx)\.(insert|update|delete)\(/g)) {
    tables.push(`drizzle:${match[1]}`)
  }
  return tables
}

/**
 * Whether a table belongs to Payload: a collection's or global's own table, or one of its
 * relationship, locale, array, block or version tables (`<table>_rels`, `<table>_lines`,
 * `_<table>_v`, ...).
 */
export const isPayloadTable = (table: string, payloadTables: readonly string[]) =>
  payloadTables.some(
    (own) =>
      table === own ||
      table.startsWith(`${own}_`) ||
      table === `_${own}_v` ||
      table.startsWith(`_${own}_v_`),
  )

/**
 * What a source text reaches in the database adapter past Payload's Local API: its writes (no
 * hook, validation or access rule runs), its private fields and its transaction methods. Reads
 * (`find`, `drizzle.execute` of a select) are not listed: SQL writes are `sqlWritesIn`'s.
 */
export const adapterUsesIn = (source: string): string[] =>
  [
    ...source.matchAll(
      /\.db\.(?:create|createMany|insert|upsert|update\w*|delete\w*)\(|\btableNameMap\b|\bPostgresAdapter\b|\.sessions\[|\b(?:begin|commit|rollback)Transaction\b|\blastWriteTimestamp\b/g,
    ),
  ].map(([use]) => use)
