/**
 * `npm run copy-uploads-to-s3`: copies the uploaded files of MEDIA_DIR (brief files, project
 * files, data exports) to the bucket of S3_BUCKET under the same paths, before the app is started
 * with S3_BUCKET. Safe to run again: files already in the bucket with the same size are skipped,
 * so a run cut off goes on where it stopped. Run it once more after the last instance on disk
 * stopped, to take the files uploaded meanwhile.
 */
import { env } from '../src/server/platform/config/env'
import { s3Client } from '../src/server/platform/storage/s3-client'
import { copyUploadsToBucket } from './lib/copy-uploads'

if (!env.s3) {
  console.error('[copy-uploads] S3_BUCKET is not set: nothing to copy to.')
  process.exit(2)
}

try {
  const { copied, skipped } = await copyUploadsToBucket(
    s3Client(env.s3),
    env.s3.bucket,
    env.mediaDir,
    (line) => console.log(`[copy-uploads] ${line}`),
  )
  console.log(
    `[copy-uploads] ${env.mediaDir} → ${env.s3.bucket}: ${copied} copied, ${skipped} already there`,
  )
} catch (error) {
  console.error(`[copy-uploads] stopped: ${(error as Error).message}; run it again to go on`)
  process.exitCode = 1
}
