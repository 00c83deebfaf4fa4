import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './free-port'

const READY = /S3rver listening/
const BIN = path.resolve(import.meta.dirname, '../../node_modules/s3rver/bin/s3rver.js')

/** s3rver's own keys: it checks every request's signature against them. */
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }

/**
 * A real S3-compatible server of the test's own (s3rver, from npm), on a free loopback port, its
 * objects in a temporary folder, with one empty bucket. `env` is what the app needs to use it.
 */
export const startS3Server = async (bucket = 'studio-test') => {
  const port = await freePort()
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-s3-'))
  const child: ChildProcess = await new Promise((resolve, reject) => {
    const started = spawn(
      process.execPath,
      // s3rver's continuation tokens (a listing of more than one page) are DES-encrypted,
      // which Node's OpenSSL 3 only offers with its legacy provider.
      [
        '--openssl-legacy-provider',
        BIN,
        '-d',
        directory,
        '-a',
        '127.0.0.1',
        '-p',
        String(port),
        '--silent',
      ].concat(['--configure-bucket', bucket]),
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (READY.test(output)) resolve(started)
    }
    started.stdout.on('data', collect)
    started.stderr.on('data', collect)
    started.once('error', reject)
    started.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)))
  })
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      ...KEYS,
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        })
      }
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
