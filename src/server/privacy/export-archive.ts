import { strToU8, zipSync, type Zippable } from 'fflate'
import type { CollectionSlug, PayloadRequest } from 'payload'

import { fileStore } from '@/server/platform/storage/file-store'
import { uploadKey, type UploadCollection } from '@/server/platform/storage/upload-folders'
import { personalCollections } from './personal-data'
import type { Subject } from './subject'

/** What opens an account or a session: never in an export, even the person's own. */
const SECRET_KEYS = new Set([
  'hash',
  'salt',
  'sessions',
  'sid',
  'ticketHash',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  'twoFactorSecret',
  'twoFactorPendingSecret',
  'twoFactorLastStep',
  'twoFactorRecoveryCodes',
  'twoFactorFailures',
])

const withoutSecrets = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_KEYS.has(key)))

type StoredFile = { id: number | string; filename?: string | null; prefix?: string | null }

const isUpload = (slug: CollectionSlug): slug is UploadCollection =>
  slug === 'project-files' || slug === 'deliverable-files'

/**
 * A stored file's bytes, or null when its row is there but the file is not (an upload still
 * being written, a file lost from the storage): the export then says so instead of failing.
 */
const readStored = async (collection: UploadCollection, file: StoredFile) =>
  file.filename ? fileStore().read(uploadKey(collection, file.prefix ?? '', file.filename)) : null

/**
 * The person's data as a ZIP: `donnees.json` (every exported collection's rows about them, as the
 * API shows them, without secrets) and their files under `fichiers/<collection>/`. Stored files
 * are added as they are (most are compressed already); the JSON is deflated. Built in memory:
 * a client's files are limited in size by the settings.
 */
export const buildExportArchive = async (req: PayloadRequest, subject: Subject) => {
  const rows: Record<string, unknown[]> = {}
  const entries: Zippable = {}
  const missing: string[] = []
  for (const { slug, rule } of personalCollections()) {
    if (!rule.exported) continue
    // System code: the export job reads the rows of the person it was asked for, and only those.
    const { docs } = await req.payload.find({
      collection: slug,
      where: rule.where(subject),
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    rows[slug] = docs.map((doc) => withoutSecrets(doc as unknown as Record<string, unknown>))
    if (!isUpload(slug)) continue
    for (const file of docs as StoredFile[]) {
      const name = `fichiers/${slug}/${file.id}-${file.filename}`
      const bytes = await readStored(slug, file)
      if (bytes) entries[name] = [new Uint8Array(bytes), { level: 0 }]
      else missing.push(name)
    }
  }
  const data = { exportedAt: new Date().toISOString(), account: subject.userId, missing, rows }
  entries['donnees.json'] = strToU8(JSON.stringify(data, null, 2))
  return Buffer.from(zipSync(entries, { level: 6 }))
}
