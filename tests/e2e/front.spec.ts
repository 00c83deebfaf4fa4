import fs from 'node:fs'
import path from 'node:path'

import type { Browser, Response } from '@playwright/test'

import { startFront, type Front } from '../../scripts/lib/nginx-front'
import { freePorts } from '../helpers/free-port'
import { createAdmin, sql, uniqueEmail } from './support/accounts'
import { startAppProcess, type AppProcess } from '../../scripts/lib/app-process'
import { fillBrief, fixture } from './support/brief'
import { expect, randomIp, signIn, test } from './support/fixtures'

/**
 * The production front (deploy/nginx-front.conf.template) as visitors meet it, before a server of
 * the e2e build whose SERVER_URL is the front's, as in production: HTTPS over HTTP/2, brotli, the
 * app's own headers, the CMS panel's server actions, a brief with its files.
 */
let front: Front
let app: AppProcess
let httpPort: number
const distDir = process.env.NEXT_DIST_DIR ?? '.next'

test.beforeAll(async () => {
  const [appPort, httpsPort, plainPort] = (await freePorts(3)) as [number, number, number]
  httpPort = plainPort
  front = await startFront({ upstream: `127.0.0.1:${appPort}`, distDir, httpsPort, httpPort })
  app = await startAppProcess(appPort, { ...process.env, SERVER_URL: front.url })
})
test.afterAll(async () => {
  await app?.stop()
  await front?.stop()
})

const visit = async (browser: Browser, claimedIp = randomIp()) => {
  const context = await browser.newContext({
    baseURL: front.url,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { 'x-forwarded-for': claimedIp },
  })
  return { context, page: await context.newPage() }
}

test('pages come over HTTP/2, compressed with brotli, with the app’s own headers', async ({
  browser,
}) => {
  const { context, page } = await visit(browser)
  const assets: Response[] = []
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) assets.push(response)
  })
  const response = await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(response?.status()).toBe(200)
  expect(await response?.headerValue('content-encoding')).toBe('br')
  expect(await response?.headerValue('content-security-policy')).toContain("frame-ancestors 'none'")
  expect(await response?.headerValue('strict-transport-security')).toContain('max-age=')
  expect(await response?.headerValue('x-content-type-options')).toBe('nosniff')
  expect(await response?.headerValue('server')).toBe('nginx')
  expect(
    await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .nextHopProtocol,
    ),
  ).toBe('h2')
  // Scripts and styles come from the build's folder in the brotli copy the build wrote (files
  // under 512 bytes have none), with their type, the caching and the headers the app gives them.
  const served = await Promise.all(
    assets.map(async (asset) => {
      const file = path.join(distDir, new URL(asset.url()).pathname.replace('/_next/', ''))
      return {
        file,
        same: (await asset.body()).equals(fs.readFileSync(file)),
        type: await asset.headerValue('content-type'),
        encoding: await asset.headerValue('content-encoding'),
        length: Number(await asset.headerValue('content-length')),
        cache: await asset.headerValue('cache-control'),
        nosniff: await asset.headerValue('x-content-type-options'),
        hsts: await asset.headerValue('strict-transport-security'),
      }
    }),
  )
  const compressed = served.filter(({ file }) => fs.existsSync(`${file}.br`))
  expect(compressed.filter(({ file }) => file.endsWith('.js')).length).toBeGreaterThan(3)
  expect(compressed.filter(({ file }) => file.endsWith('.css')).length).toBeGreaterThan(0)
  for (const asset of compressed)
    expect(asset).toEqual({
      file: asset.file,
      same: true,
      type: `${asset.file.endsWith('.css') ? 'text/css' : 'application/javascript'}; charset=utf-8`,
      encoding: 'br',
      length: fs.statSync(`${asset.file}.br`).size,
      cache: 'public, max-age=31536000, immutable',
      nosniff: 'nosniff',
      hsts: await response?.headerValue('strict-transport-security'),
    })
  // A file that is missing (a deploy under way) is not remembered for a year.
  const missing = await context.request.get('/_next/static/chunks/missing.js')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).toBeUndefined()
  await context.close()
})

test('the CMS panel saves through the front; plain HTTP goes to HTTPS', async ({
  browser,
  request,
}) => {
  const admin = await createAdmin(request)
  const [term] = await sql<{ id: number }>(`select id from glossary_terms order by id limit 1`)
  const renamed = `API ${Date.now()}`
  const { context, page } = await visit(browser)
  // Next.js refuses a server action whose Origin is not the Host the front passes on.
  const actions: Response[] = []
  page.on('response', (response) => {
    if (response.request().headers()['next-action']) actions.push(response)
  })
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(`${front.url}/admin`)
  await page.goto(`/cms/collections/glossary-terms/${term!.id}`)
  await page.locator('#field-term').fill(renamed)
  await expect.poll(() => actions.length).toBeGreaterThan(0)
  await page.locator('#action-save').click()
  await expect
    .poll(async () => (await sql(`select term from glossary_terms where id = $1`, [term!.id]))[0])
    .toEqual({ term: renamed })
  expect(actions.map((action) => action.status()).filter((status) => status !== 200)).toEqual([])
  await context.close()

  const plain = await request.get(`http://127.0.0.1:${httpPort}/faq`, { maxRedirects: 0 })
  expect(plain.status()).toBe(301)
  expect(plain.headers().location).toBe('https://localhost/faq')
})

test('pages rendered per request ask the front not to hold them back; prerendered ones do not', async ({
  request,
}) => {
  expect((await request.get('/login')).headers()['x-accel-buffering']).toBe('no')
  expect((await request.get('/faq')).headers()['x-accel-buffering']).toBeUndefined()
})

/** The PDF fixture with a 6 MB comment after its header: still whole, and over nginx's 1 MB default. */
const largePdf = () => {
  const pdf = fs.readFileSync(fixture('brief.pdf'))
  const header = pdf.indexOf('\n') + 1
  return Buffer.concat([
    pdf.subarray(0, header),
    Buffer.from(`%${'0'.repeat(6 * 1024 * 1024)}\n`),
    pdf.subarray(header),
  ])
}

test('a brief with files goes through whole, counted against the address the front saw', async ({
  browser,
}) => {
  const claimedIp = randomIp()
  const { context, page } = await visit(browser, claimedIp)
  const email = uniqueEmail('brief-front')
  const pdf = largePdf()
  const files = [
    { name: 'cahier-des-charges.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'logo.png', mimeType: 'image/png', buffer: fs.readFileSync(fixture('logo.png')) },
  ]
  await page.goto('/demarrer-projet')
  await fillBrief(page, email)
  await page.locator('input[type="file"]').setInputFiles(files)
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  await expect(page.getByText('Votre projet a été soumis avec succès !')).toBeVisible()
  await expect(page).toHaveURL(`${front.url}/demarrer-projet/merci`)
  await context.close()

  const [stored] = await sql<{ files: number; bytes: number }>(
    `select count(f.id)::int as files, coalesce(sum(f.filesize), 0)::int as bytes
       from project_submissions s left join project_files f on f.submission_id = s.id
      where s.email = $1`,
    [email],
  )
  expect(stored).toEqual({ files: 2, bytes: pdf.length + files[1]!.buffer.length })
  // The address a visitor claims is not the one counted: the front appends the one it saw.
  const buckets = await sql<{ bucket: string }>(
    `select bucket from rate_limit_hits where bucket in ($1, $2)`,
    [`brief:${claimedIp}`, 'brief:127.0.0.1'],
  )
  expect(buckets.map(({ bucket }) => bucket)).toEqual(['brief:127.0.0.1'])
})

test('with SERVER_URL set, only its origin may change data: another name of the host gets the clear 403', async ({
  browser,
}) => {
  const { context, page } = await visit(browser)
  const otherName = new URL(front.url)
  otherName.hostname = '127.0.0.1'
  const signInFrom = (origin: string) =>
    page.request.post('/api/users/login', {
      headers: { Origin: origin },
      data: { email: uniqueEmail('nobody'), password: 'pas-le-bon' },
    })
  const refused = await signInFrom(otherName.origin)
  expect(refused.status()).toBe(403)
  expect((await refused.json()).message).toBe(
    `Origine non autorisée : ${otherName.origin}. Ouvrez le site à son adresse, ou ajoutez cette origine à EXTRA_ORIGINS.`,
  )
  // The front's own origin reaches the sign-in, which refuses the unknown account itself.
  expect((await signInFrom(new URL(front.url).origin)).status()).toBe(401)
  await context.close()
})
