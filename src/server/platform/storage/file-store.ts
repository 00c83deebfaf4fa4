import { env } from '../config/env'
import { diskStore } from './disk-store'
import type { FileStore } from './file-store-type'
import { s3Store } from './s3-store'

let store: FileStore | undefined

/** The bucket of S3_BUCKET when it is set, else MEDIA_DIR. */
export const fileStore = (): FileStore =>
  (store ??= env.s3 ? s3Store(env.s3.bucket) : diskStore(env.mediaDir))
