import { afterEach, describe, expect, it } from 'vitest'

import { readS3 } from './env'

const NAMES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
]
const withEnv = (values: Record<string, string>) => {
  for (const name of NAMES) delete process.env[name]
  Object.assign(process.env, values)
  return readS3()
}
afterEach(() => {
  for (const name of NAMES) delete process.env[name]
})

describe('S3_* settings', () => {
  it('keep uploads on disk when none is set', () => {
    expect(withEnv({})).toBeNull()
  })

  it('read a bucket on another S3 server, addressed by path, with its keys', () => {
    expect(
      withEnv({
        S3_BUCKET: 'studio',
        S3_ENDPOINT: 'https://s3.example.ch/',
        S3_REGION: 'ch-gva-2',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'studio',
      endpoint: 'https://s3.example.ch',
      region: 'ch-gva-2',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
  })

  it('leave AWS to its defaults: its region, virtual-host addressing, the SDK’s credentials', () => {
    expect(withEnv({ S3_BUCKET: 'studio' })).toEqual({
      bucket: 'studio',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    })
    expect(
      withEnv({
        S3_BUCKET: 'studio',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'false',
      })?.forcePathStyle,
    ).toBe(false)
  })

  it('refuse what would silently store elsewhere or fail later', () => {
    expect(() => withEnv({ S3_ENDPOINT: 'https://s3.example.ch' })).toThrow(
      'S3_ENDPOINT set without S3_BUCKET',
    )
    expect(() => withEnv({ S3_BUCKET: 'studio', S3_ENDPOINT: 's3.example.ch' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) address/,
    )
    expect(() => withEnv({ S3_BUCKET: 'studio', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /set together or not at all/,
    )
    expect(() => withEnv({ S3_BUCKET: 'studio', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /true or false/,
    )
  })
})
