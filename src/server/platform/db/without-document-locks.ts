import type { CollectionSlug, Payload } from 'payload'

/**
 * Runs `write` with the panel's document locks off for `collections`. A Local API update clears
 * a document's lock with a query naming a column per collection of the current config; run by a
 * migration on a database that does not have the later collections' columns yet, that query
 * fails (payload#12383). Seeded writes never compete with an editor, so they need no lock.
 */
export const withoutDocumentLocks = async <T>(
  payload: Payload,
  collections: CollectionSlug[],
  write: () => Promise<T>,
): Promise<T> => {
  const configs = collections.map((slug) => payload.collections[slug].config)
  const before = configs.map((config) => config.lockDocuments)
  for (const config of configs) config.lockDocuments = false
  try {
    return await write()
  } finally {
    configs.forEach((config, index) => (config.lockDocuments = before[index]!))
  }
}
