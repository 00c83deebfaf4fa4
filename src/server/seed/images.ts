import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload, PayloadRequest } from 'payload'

/** The seeded pictures, committed in the repository (drawn by scripts/generate-seed-images.ts). */
export const SEED_IMAGES_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'content',
  'images',
)

/** A committed WebP picture with its alt text in both languages. */
export type SeedImage = { file: string; alt: { fr: string; en: string } }

// System code: reference content is written with overrideAccess, as no user acts here.
const system = { overrideAccess: true } as const

/** Stores a seeded picture (its sizes made as for an editor's upload); returns its id. */
export const createSeedImage = async (
  payload: Payload,
  { file, alt }: SeedImage,
  req?: PayloadRequest,
) => {
  const data = await fs.readFile(path.join(SEED_IMAGES_DIR, file))
  const image = await payload.create({
    collection: 'images',
    locale: 'fr',
    data: { alt: alt.fr },
    file: { data, mimetype: 'image/webp', name: file, size: data.byteLength },
    ...system,
    // Payload keeps the file on the request it is given: on the migration's shared request, the
    // next update would store it again. A copy keeps the same transaction.
    req: req && { ...req },
  })
  await payload.update({
    collection: 'images',
    id: image.id,
    locale: 'en',
    data: { alt: alt.en },
    ...system,
    req,
  })
  return image.id
}
