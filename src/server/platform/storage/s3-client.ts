import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

import { env, type S3Settings } from '../config/env'

/**
 * The SDK's settings for the bucket of S3_*. Checksums go only where S3 requires them: the SDK's
 * default trailing checksums are not understood by every S3-compatible server.
 */
export const s3ClientConfig = (s3: S3Settings): S3ClientConfig => ({
  endpoint: s3.endpoint,
  region: s3.region,
  credentials: s3.credentials,
  forcePathStyle: s3.forcePathStyle,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
})

let client: S3Client | undefined

/** The process's client of the uploads' bucket, for the app's own reads and removals. */
export const s3Client = (s3: S3Settings = env.s3!) => (client ??= new S3Client(s3ClientConfig(s3)))
