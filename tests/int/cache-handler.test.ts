import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createCacheHandlers } from '../../cache-handler.mjs'
import { freePort } from '../helpers/free-port'
import { startRedisServer } from '../helpers/redis-server'

/**
 * Next.js's cache shared through a real Redis (cache-handler.mjs): each "instance" is a copy of
 * the package's CacheHandler of its own (its state is static, one per process), called as Next
 * calls it, with this app's handlers.
 */
type CacheHandlerClass = typeof import('@fortedigital/nextjs-cache-handler').CacheHandler
type Instance = InstanceType<CacheHandlerClass>

let redis: Awaited<ReturnType<typeof startRedisServer>>
let serverDistDir: string
let copies = 0

const packageModule = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('@fortedigital/nextjs-cache-handler')
    .replace(/\.cjs$/, '.js'),
).href

/** A log that keeps its lines for the test to read. */
const recordingLog = () => {
  const lines: { level: 'warn' | 'info'; message: string }[] = []
  return {
    lines,
    warn: (message: string) => void lines.push({ level: 'warn', message }),
    info: (message: string) => void lines.push({ level: 'info', message }),
  }
}

/** A build's server folder: its BUILD_ID is beside it, as Next writes it. */
const buildOf = async (buildId: string) => {
  const buildDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-cache-'))
  await fs.writeFile(path.join(buildDir, 'BUILD_ID'), buildId)
  return path.join(buildDir, 'server')
}

/** One app instance: a fresh copy of the CacheHandler class, configured by cache-handler.mjs. */
const startInstance = async (server = serverDistDir, redisUrl = redis.url) => {
  const log = recordingLog()
  copies += 1
  const { CacheHandler } = (await import(`${packageModule}?instance=${copies}`)) as {
    CacheHandler: CacheHandlerClass
  }
  CacheHandler.onCreation((context) => createCacheHandlers(context, { redisUrl, log }))
  return { cache: new CacheHandler({ serverDistDir: server, dev: false } as never), log }
}

/** What `unstable_cache` stores: a FETCH entry with the function's tags. */
const store = (cache: Instance, key: string, body: string, tags: string[]) =>
  cache.set(
    key,
    {
      kind: 'FETCH',
      data: { headers: {}, body, status: 200, url: '' },
      revalidate: false,
    } as never,
    { fetchCache: true, tags, revalidate: false } as never,
  )
const bodyOf = async (cache: Instance, key: string, tags: string[]) => {
  const entry = (await cache.get(key, { kind: 'FETCH', tags, softTags: [] } as never)) as {
    value: { data: { body: string } }
  } | null
  return entry?.value.data.body ?? null
}

beforeAll(async () => {
  redis = await startRedisServer()
  serverDistDir = await buildOf('build-1')
})

afterAll(async () => {
  await redis.stop()
})

describe('the cache shared through Redis', () => {
  it('serves on one instance what another stored, until a tag revalidated anywhere drops it', async () => {
    const one = await startInstance()
    const two = await startInstance()
    await store(one.cache, 'faq', 'FAQ v1', ['faq-items'])
    await store(one.cache, 'glossary', 'Glossary v1', ['glossary-terms'])

    expect(await bodyOf(two.cache, 'faq', ['faq-items'])).toBe('FAQ v1')

    await two.cache.revalidateTag('faq-items')

    // The instance that stored it (and keeps a copy in its memory) no longer serves it either.
    expect(await bodyOf(one.cache, 'faq', ['faq-items'])).toBeNull()
    expect(await bodyOf(two.cache, 'faq', ['faq-items'])).toBeNull()
    expect(await bodyOf(one.cache, 'glossary', ['glossary-terms'])).toBe('Glossary v1')
    expect(await bodyOf(two.cache, 'glossary', ['glossary-terms'])).toBe('Glossary v1')

    await store(two.cache, 'faq', 'FAQ v2', ['faq-items'])
    expect(await bodyOf(one.cache, 'faq', ['faq-items'])).toBe('FAQ v2')
    expect(one.log.lines).toEqual([])
  })

  it('keeps each build under its own keys', async () => {
    const one = await startInstance()
    await store(one.cache, 'posts', 'Posts of build 1', ['posts'])
    const nextBuild = await startInstance(await buildOf('build-2'))

    expect(await bodyOf(nextBuild.cache, 'posts', ['posts'])).toBeNull()
    expect(await bodyOf(one.cache, 'posts', ['posts'])).toBe('Posts of build 1')
  })

  it('is the CacheHandler next.config names, configured from REDIS_URL', async () => {
    vi.stubEnv('REDIS_URL', redis.url)
    try {
      const { default: AppCacheHandler } = await import('../../cache-handler.mjs')
      const app = new AppCacheHandler({ serverDistDir, dev: false } as never)
      const other = await startInstance()
      await store(app, 'settings', 'Settings v1', ['settings'])

      expect(await bodyOf(other.cache, 'settings', ['settings'])).toBe('Settings v1')
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('answers from the instance’s own memory while Redis is down, logs it once, then Redis again', async () => {
    const one = await startInstance()
    const two = await startInstance()
    await store(one.cache, 'forms', 'Form v1', ['forms'])
    await redis.stop()
    try {
      expect(await bodyOf(one.cache, 'forms', ['forms'])).toBe('Form v1')
      // The other instance never held it: a miss (the page is rendered), not an error.
      expect(await bodyOf(two.cache, 'forms', ['forms'])).toBeNull()
      await expect(store(two.cache, 'forms', 'Form v2', ['forms'])).resolves.toBeUndefined()
      expect(await bodyOf(two.cache, 'forms', ['forms'])).toBe('Form v2')
      await expect(two.cache.revalidateTag('forms')).resolves.toBeUndefined()
      expect(await bodyOf(two.cache, 'forms', ['forms'])).toBeNull()

      const warnings = two.log.lines.filter(({ level }) => level === 'warn')
      expect(warnings).toEqual([
        { level: 'warn', message: expect.stringContaining('Redis (REDIS_URL) does not answer') },
      ])
    } finally {
      await redis.start()
    }
    await vi.waitFor(
      () =>
        expect(two.log.lines.at(-1)).toEqual({
          level: 'info',
          message: expect.stringContaining('Redis answers again'),
        }),
      { timeout: 10_000 },
    )
    // The restarted Redis is empty: a miss, and what is stored now is shared again.
    expect(await bodyOf(one.cache, 'forms', ['forms'])).toBeNull()
    await store(two.cache, 'forms', 'Form v3', ['forms'])
    expect(await bodyOf(one.cache, 'forms', ['forms'])).toBe('Form v3')
  })

  it('starts without Redis (nothing listens at REDIS_URL): its own memory, logged once', async () => {
    const started = Date.now()
    const alone = await startInstance(serverDistDir, `redis://127.0.0.1:${await freePort()}`)
    expect(await bodyOf(alone.cache, 'faq', ['faq-items'])).toBeNull()
    expect(Date.now() - started).toBeLessThan(5_000)
    await store(alone.cache, 'faq', 'FAQ alone', ['faq-items'])
    expect(await bodyOf(alone.cache, 'faq', ['faq-items'])).toBe('FAQ alone')
    expect(alone.log.lines.map(({ level }) => level)).toEqual(['warn'])
  })

  it('keeps `next build` off Redis: what it stores stays in its memory', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build')
    try {
      const build = await startInstance()
      await store(build.cache, 'glossary', 'Glossary of the build', ['glossary-terms'])
      expect(await bodyOf(build.cache, 'glossary', ['glossary-terms'])).toBe(
        'Glossary of the build',
      )
    } finally {
      vi.unstubAllEnvs()
    }
    const served = await startInstance()
    expect(await bodyOf(served.cache, 'glossary', ['glossary-terms'])).toBeNull()
  })

  it('answers within about a second when Redis hangs with its connection open', async () => {
    const one = await startInstance()
    await store(one.cache, 'faq', 'FAQ while hanging', ['faq-items'])
    redis.pause()
    try {
      const started = Date.now()
      expect(await bodyOf(one.cache, 'faq', ['faq-items'])).toBe('FAQ while hanging')
      expect(Date.now() - started).toBeLessThan(3_000)
      expect(one.log.lines.map(({ level }) => level)).toEqual(['warn'])
    } finally {
      redis.resume()
    }
  })
})

describe('next.config', () => {
  const loadConfig = async (redisUrl: string) => {
    vi.stubEnv('REDIS_URL', redisUrl)
    vi.resetModules()
    try {
      return (await import('../../next.config')).default
    } finally {
      vi.unstubAllEnvs()
    }
  }

  it('leaves Next its own cache without REDIS_URL (or with a blank one)', async () => {
    for (const unset of ['', '  ']) {
      const config = await loadConfig(unset)
      expect(config.cacheHandler).toBeUndefined()
      expect(config.cacheMaxMemorySize).toBeUndefined()
    }
  })

  it('names cache-handler.mjs, with no per-instance copy in front, when REDIS_URL is set', async () => {
    const config = await loadConfig(redis.url)
    expect(config.cacheHandler).toBe(path.resolve('cache-handler.mjs'))
    await expect(fs.access(config.cacheHandler!)).resolves.toBeUndefined()
    expect(config.cacheMaxMemorySize).toBe(0)
  })
})
