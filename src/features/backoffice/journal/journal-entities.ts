/** What an entry is about, as the filter lists them (named by `journal.entities`). */
export const JOURNAL_ENTITIES = [
  'submission',
  'project',
  'request',
  'invoice',
  'subscription',
  'user',
  'settings',
] as const

export type JournalEntity = (typeof JOURNAL_ENTITIES)[number]

export const isJournalEntity = (type: string): type is JournalEntity =>
  (JOURNAL_ENTITIES as readonly string[]).includes(type)
