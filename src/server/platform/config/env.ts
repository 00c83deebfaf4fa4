import path from 'node:path'

import { EXTRA_ORIGINS_VARIABLE, parseOrigins } from '@/domain/security/allowed-origins'

/**
 * Every setting of the app, read from the environment with its default. The README's
 * configuration table documents the same names; nothing else reads `process.env` for settings.
 */
const read = (name: string): string | undefined => {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

const readPort = (name: string, fallback: number): number => {
  const raw = read(name)
  if (raw === undefined) return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${raw}"`)
  }
  return port
}

/**
 * S3-compatible storage for uploads: S3_BUCKET turns it on, the other S3_* only go with it. The
 * endpoint is for a server other than AWS (MinIO, Garage, a provider's S3 API), addressed by
 * path (`endpoint/bucket/key`) unless S3_FORCE_PATH_STYLE=false. Without keys the SDK's own
 * chain applies (an instance role).
 */
export const readS3 = () => {
  const bucket = read('S3_BUCKET')
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
  if (!bucket) {
    const stray = [...others, 'S3_FORCE_PATH_STYLE'].filter((name) => read(name) !== undefined)
    if (stray.length) throw new Error(`${stray.join(', ')} set without S3_BUCKET`)
    return null
  }
  const endpoint = read('S3_ENDPOINT')
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) address, got "${endpoint}"`)
  }
  const accessKeyId = read('S3_ACCESS_KEY_ID')
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all')
  }
  const pathStyle = read('S3_FORCE_PATH_STYLE')
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`)
  }
  return {
    bucket,
    endpoint: endpoint?.replace(/\/$/, ''),
    region: read('S3_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true',
  }
}

export type S3Settings = NonNullable<ReturnType<typeof readS3>>

const root = process.cwd()

export const env = {
  /**
   * External PostgreSQL; unset means the embedded server under DATA_DIR. Read on each access:
   * the start scripts set it once the embedded server is up.
   */
  get databaseUri() {
    return read('DATABASE_URI')
  },
  /** Where the embedded PostgreSQL, the generated secret and the dev outbox live. */
  dataDir: path.resolve(root, read('DATA_DIR') ?? '.data'),
  /** Where uploaded files are written, unless S3_BUCKET is set. */
  mediaDir: path.resolve(root, read('MEDIA_DIR') ?? 'media'),
  embeddedPgPort: readPort('EMBEDDED_PG_PORT', 54329),
  port: readPort('PORT', 3000),
  /**
   * SERVER_URL as set: the one public address of the app (CSRF and CORS origin, Payload's links).
   * Unset, the app answers on whichever loopback name it is reached by.
   */
  configuredServerUrl: read('SERVER_URL')?.replace(/\/$/, ''),
  /** Absolute links in e-mails, sitemap and metadata: SERVER_URL, else http://localhost:PORT. */
  serverUrl: (read('SERVER_URL') ?? `http://localhost:${readPort('PORT', 3000)}`).replace(
    /\/$/,
    '',
  ),
  /** More origins accepted for sign-in and changes (another domain of the same app). */
  extraOrigins: parseOrigins(EXTRA_ORIGINS_VARIABLE, read(EXTRA_ORIGINS_VARIABLE)),
  payloadSecret: read('PAYLOAD_SECRET'),
  /** Reverse proxies in front of the app that append to X-Forwarded-For (rate limits by IP). */
  trustedProxyHops: Number(read('TRUSTED_PROXY_HOPS') ?? 1),
  /** SMTP server as a URL (smtp://user:pass@host:587); unset writes mails to DATA_DIR/outbox. */
  smtpUrl: read('SMTP_URL'),
  mailFrom: read('MAIL_FROM') ?? 'noreply@studio.localhost',
  mailFromName: read('MAIL_FROM_NAME') ?? 'Studio',
  /** The studio's public address: shown on the site, and where the contact form's messages go. */
  contactEmail: read('CONTACT_EMAIL') ?? 'contact@studio.ch',
  /** Redis shared by the instances (redis://host:6379); unset keeps the counters in PostgreSQL. */
  redisUrl: read('REDIS_URL'),
  /** The bucket uploads go to; null keeps them on disk under MEDIA_DIR. */
  s3: readS3(),
} as const

export const isProduction = process.env.NODE_ENV === 'production'
