import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
} from '@aws-sdk/client-s3'

import type { FileStore } from './file-store-type'
import { s3Client } from './s3-client'

/** A bucket has no folders: a folder is every key under "<folder>/". */
const under = (folder: string) => `${folder.replace(/\/$/, '')}/`

/** Uploads in the bucket of S3_BUCKET: a key is the object's key. */
export const s3Store = (bucket: string): FileStore => {
  const listed = async (folder: string, ContinuationToken?: string, MaxKeys?: number) =>
    s3Client().send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: under(folder),
        ContinuationToken,
        MaxKeys,
      }),
    )
  return {
    kind: 's3',
    read: async (key) => {
      try {
        const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
    claimFolder: async (folder) => {
      const { KeyCount } = await listed(folder, undefined, 1)
      if (KeyCount) throw new Error(`The storage already holds files in ${folder}`)
    },
    // Page by page (1000 keys at most each), deleted as listed.
    removeFolder: async (folder) => {
      let token: string | undefined
      do {
        const page = await listed(folder, token)
        const keys = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []))
        if (keys.length) {
          const { Errors } = await s3Client().send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
          )
          if (Errors?.length) {
            throw new Error(`Could not remove ${Errors.length} files from ${folder}`)
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    check: async () => {
      await s3Client().send(new HeadBucketCommand({ Bucket: bucket }))
    },
  }
}
