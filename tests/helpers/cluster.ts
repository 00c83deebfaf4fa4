import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'

import { startFront, type Front } from '../../scripts/lib/nginx-front'
import { nextStartArgs, nextStartEnv } from '../../scripts/lib/next-start'
import { waitUntilUp } from '../../scripts/lib/wait-until-up'
import { freePorts } from './free-port'
import { startRedisServer } from './redis-server'
import { startS3Server } from './s3-server'

export type Instance = {
  /** http://127.0.0.1:<port>, the instance itself (no front) */
  url: string
  pid: number
  mediaDir: string
  /** Its log (stdout and stderr), to read when a test fails */
  log: string
  /** Ends it with `signal` and waits for its exit */
  kill: (signal?: NodeJS.Signals) => Promise<void>
}

const STOP_GRACE_MS = 10_000

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

const killChild = async (child: ChildProcess, signal: NodeJS.Signals) => {
  if (exited(child)) return
  const gone = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  // Next finishes its requests on SIGTERM; one that hangs must not hold the run.
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await gone
  clearTimeout(timer)
}

/** `next start` of the build in NEXT_DIST_DIR on `port` with `env`, answering when returned. */
const startInstance = async (
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<Instance> => {
  const url = `http://127.0.0.1:${port}`
  // Its own upload folder: a file the other instance can read came through the bucket.
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), `studio-cluster-media-${name}-`))
  const log = path.join(os.tmpdir(), `studio-cluster-${name}.log`)
  const out = fs.openSync(log, 'w')
  const child = spawn(process.execPath, nextStartArgs(port), {
    env: nextStartEnv({ ...env, MEDIA_DIR: mediaDir }),
    stdio: ['ignore', out, out],
  })
  fs.closeSync(out)
  // A test runner that dies without stopping it leaves no instance on its port.
  const orphaned = () => child.kill('SIGKILL')
  process.once('exit', orphaned)
  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    process.off('exit', orphaned)
    await killChild(child, signal)
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
  try {
    // The health check answers once Payload is up (its periodic job runs start then) and the
    // database, Redis and the bucket all answer.
    await waitUntilUp(`${url}/api/health`, () => exited(child), 120_000)
  } catch (error) {
    await kill('SIGKILL')
    throw new Error(`${name}: ${String(error)}\n${fs.readFileSync(log, 'utf8').slice(-2000)}`)
  }
  return { url, pid: child.pid!, mediaDir, log, kill }
}

export type Cluster = {
  instances: Instance[]
  front: Front
  redisUrl: string
  s3: Awaited<ReturnType<typeof startS3Server>>
  stop: () => Promise<void>
}

/**
 * `count` production instances of the build in NEXT_DIST_DIR (`npm start`'s command), on the
 * database of `env`'s DATABASE_URI, sharing a Redis (Debian's redis-server) and an S3 bucket
 * (s3rver) of their own and one PAYLOAD_SECRET, behind the production front (nginx, round robin
 * with deploy/two-instances' upstream block when there are two). The front adds its hop to
 * X-Forwarded-For after the client's: TRUSTED_PROXY_HOPS=2 reads the address a client names
 * there (as behind a CDN), so a load from many "visitors" meets the per-address limits as
 * theirs. `stop` ends every process it started.
 */
export const startCluster = async (count: number, env: NodeJS.ProcessEnv): Promise<Cluster> => {
  const distDir = env.NEXT_DIST_DIR || '.next'
  const started: { stop: () => Promise<unknown> }[] = []
  const stop = async () => {
    for (const part of started.reverse()) await part.stop()
  }
  try {
    const redis = await startRedisServer()
    started.push(redis)
    const s3 = await startS3Server()
    started.push(s3)
    const [httpsPort, httpPort, ...ports] = await freePorts(count + 2)
    const shared = {
      ...env,
      ...s3.env,
      REDIS_URL: redis.url,
      PAYLOAD_SECRET: crypto.randomBytes(48).toString('base64url'),
      TRUSTED_PROXY_HOPS: '2',
      NODE_ENV: 'production' as const,
    }
    const instances = await Promise.all(
      ports.map((port, index) =>
        startInstance(String.fromCharCode(65 + index), port, shared).then((instance) => {
          started.push({ stop: () => instance.kill() })
          return instance
        }),
      ),
    )
    const front = await startFront({
      upstream: ports.map((port) => `127.0.0.1:${port}`),
      distDir,
      httpsPort: httpsPort!,
      httpPort: httpPort!,
    })
    started.push(front)
    return { instances, front, redisUrl: redis.url, s3, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

export type FrontAnswer = { status: number; body: Buffer }

/**
 * A client of the front over HTTPS that trusts its certificate (Node's fetch takes no CA of its
 * own), keeping its connections open between requests as a browser does.
 */
export const frontClient = (front: Front) => {
  const agent = new https.Agent({ ca: front.ca, keepAlive: true })
  const request = (
    pathname: string,
    {
      method = 'GET',
      headers = {},
      body,
    }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
  ) =>
    new Promise<FrontAnswer>((resolve, reject) => {
      const sent = https.request(
        `${front.url}${pathname}`,
        { agent, method, headers },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.once('end', () =>
            resolve({ status: response.statusCode!, body: Buffer.concat(chunks) }),
          )
          response.once('error', reject)
        },
      )
      sent.once('error', reject)
      sent.end(body)
    })
  return { request, close: () => agent.destroy() }
}
