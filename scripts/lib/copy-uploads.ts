import fs from 'node:fs'
import path from 'node:path'

import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { fileTypeFromFile } from 'file-type'

import { UPLOAD_FOLDERS } from '../../src/server/platform/storage/upload-folders'

/** Every object's size under `prefix` in the bucket, by key (1000 keys per request). */
const bucketSizes = async (client: S3Client, bucket: string, prefix: string) => {
  const sizes = new Map<string, number>()
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    )
    for (const { Key, Size } of page.Contents ?? []) if (Key) sizes.set(Key, Size ?? 0)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return sizes
}

/** The files under one upload folder of MEDIA_DIR, as bucket keys (media-relative, with `/`). */
const localFiles = (mediaDir: string, folder: string) => {
  const root = path.join(mediaDir, folder)
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name)
      const key = path.relative(mediaDir, absolute).split(path.sep).join('/')
      return { absolute, key, bytes: fs.statSync(absolute).size }
    })
}

/**
 * Copies the uploads of MEDIA_DIR (the upload collections' folders only) to the bucket under the
 * same paths, which the S3 adapter reads. A file whose object is already there with the same
 * size is skipped, so a second run copies nothing and a run cut off is resumed by running it
 * again (an object is written whole or not at all). Files on disk are left as they are.
 */
export const copyUploadsToBucket = async (
  client: S3Client,
  bucket: string,
  mediaDir: string,
  log: (line: string) => void = () => {},
) => {
  let copied = 0
  let skipped = 0
  for (const folder of Object.values(UPLOAD_FOLDERS)) {
    const there = await bucketSizes(client, bucket, `${folder}/`)
    for (const file of localFiles(mediaDir, folder)) {
      if (there.get(file.key) === file.bytes) {
        skipped += 1
        continue
      }
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: file.key,
          Body: fs.createReadStream(file.absolute),
          ContentLength: file.bytes,
          ContentType: (await fileTypeFromFile(file.absolute))?.mime ?? 'application/octet-stream',
        }),
      )
      copied += 1
      log(`copied ${file.key} (${file.bytes} bytes)`)
    }
  }
  return { copied, skipped }
}
