import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'

import { env, type S3Settings } from '../config/env'
import { setDownloadHeaders, storedFileOf, type StoredRecord } from './download-headers'
import { localDiskAdapter } from './local-disk-adapter'
import { s3ClientConfig } from './s3-client'
import {
  isPublicUpload,
  UPLOAD_COLLECTIONS,
  UPLOAD_FOLDERS,
  type UploadCollection,
} from './upload-folders'

const perCollection = <T>(make: (slug: UploadCollection) => T) =>
  Object.fromEntries(UPLOAD_COLLECTIONS.map((slug) => [slug, make(slug)])) as Record<
    UploadCollection,
    T
  >

/**
 * On disk, under MEDIA_DIR/<folder>/<prefix>/. An empty collection prefix adds the per-document
 * `prefix` field: a brief's submission, a file's project, an export (set by their hooks and jobs).
 */
const onDisk = (mediaDir: string) =>
  cloudStoragePlugin({
    collections: perCollection((slug) => ({
      adapter: localDiskAdapter(mediaDir, UPLOAD_FOLDERS[slug]),
      prefix: '',
    })),
  })

/**
 * The S3 adapter streams an object with the bucket's headers only: the file route's answer gets
 * the same download headers as from disk (type from the row, attachment, no cache, nosniff).
 */
const withDownloadHeaders = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => {
    if (!(collection.slug in UPLOAD_FOLDERS) || typeof collection.upload !== 'object') {
      return collection
    }
    const handlers = collection.upload.handlers?.map(
      (handler): typeof handler =>
        async (req, args) => {
          const response = await handler(req, args)
          const file = storedFileOf(args.doc as StoredRecord | undefined, args.params.filename)
          if (response instanceof Response && response.ok && file) {
            setDownloadHeaders(response.headers, req.url, file, isPublicUpload(collection.slug))
          }
          // No answer (void) is passed on as it came: the next handler's turn.
          return response as Response
        },
    )
    return { ...collection, upload: { ...collection.upload, handlers } }
  }),
})

/**
 * In the bucket under <folder>/<prefix>/<file name> (composite prefixes: the row keeps its own
 * prefix, the collection's folder is joined to it), the same paths as on disk. The bucket stays
 * private: files are streamed by the app after the collection's read access, as from disk. A
 * short-lived presigned URL would move the download off the app, but the link then works for
 * whoever gets it until it expires (shared, logged by a proxy, sent on as a Referer) and the
 * bucket's own headers would decide how the browser treats the file. Unlike the disk, a bucket
 * overwrites a key: names stay unique per folder by the rows' (filename, prefix) index, and a
 * brief's folder is claimed empty first.
 */
const inBucket =
  (s3: S3Settings): Plugin =>
  (config) =>
    withDownloadHeaders(
      s3Storage({
        bucket: s3.bucket,
        config: s3ClientConfig(s3),
        useCompositePrefixes: true,
        collections: perCollection((slug) => ({ prefix: UPLOAD_FOLDERS[slug] })),
      })(config) as Config,
    )

/**
 * The S3 adapter puts its browser part (for uploads straight to the bucket, unused here) in the
 * panel's providers; it is in the import map whichever storage runs, so the map generated and
 * committed on disk storage serves a bucket too.
 */
const S3_CLIENT_HANDLER = '@payloadcms/storage-s3/client#S3ClientUploadHandler'
const withS3ClientInImportMap = (config: Config): Config => ({
  ...config,
  admin: {
    ...config.admin,
    dependencies: {
      ...config.admin?.dependencies,
      [S3_CLIENT_HANDLER]: { type: 'function', path: S3_CLIENT_HANDLER },
    },
  },
})

/** Where uploads are stored: the bucket of S3_BUCKET when it is set, else MEDIA_DIR. */
export const uploadStorage = (): Plugin => (config) => {
  const store = env.s3 ? inBucket(env.s3) : onDisk(env.mediaDir)
  return store(withS3ClientInImportMap(config))
}
