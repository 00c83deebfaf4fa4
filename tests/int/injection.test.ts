import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fixtures, submissionData } from '../helpers/fixtures'
import {
  type Actors,
  createActors,
  system,
  systemResetToken,
  TEST_PASSWORD,
  testPayload,
} from '../helpers/payload'
import { rest } from '../helpers/rest'
import { likeSearchWords } from '@/domain/web/search-words'

/**
 * SQL and operator injection through Payload's REST parameters (`where`, `sort`, `select`,
 * `depth`, `page`, `limit`, ids) and the back office's searches, as a visitor, a client and an
 * editor: nothing reaches rows or secrets the caller may not read, and malformed input is a 4xx,
 * never a 500.
 */
const COLLECTIONS: CollectionSlug[] = [
  'users',
  'project-submissions',
  'project-files',
  'client-projects',
  'client-requests',
  'project-updates',
  'invoices',
  'subscriptions',
  'activities',
  'forms',
  'form-submissions',
  'newsletter-subscribers',
  'faq-items',
  'glossary-terms',
  'posts',
]
const CALLERS = ['visitor', 'clientA', 'editor'] as const
type Caller = (typeof CALLERS)[number]

const q = encodeURIComponent
const SQL_STRINGS = [
  "' or 1=1--",
  "' OR '1'='1",
  '1 or 1=1',
  '1) or (1=1',
  "'; drop table users; --",
  '\\',
  '" or ""="',
  '$ne',
]
/** LIKE wildcards: Payload's `like` passes them on to ILIKE; the back office escapes them first. */
const LIKE_WILDCARDS = ['%', '_']

let actors: Actors
const tokens: Partial<Record<Caller | 'admin', string>> = {}
/** What must never appear in an answer to a visitor, client A or an editor. */
let secrets: string[]
/** Client B's rows, per collection: client A must never see one. */
const rowsOfB: Partial<Record<CollectionSlug, number[]>> = {}

beforeAll(async () => {
  const payload = await testPayload()
  actors = await createActors(payload)
  const make = fixtures(payload)
  for (const owner of [actors.clientA, actors.clientB]) {
    const submission = await make.submission()
    const project = await make.project(owner)
    await payload.update({
      collection: 'client-projects',
      id: project.id,
      data: { submission: submission.id },
      ...system,
    })
    const request = await make.request(project.id)
    await payload.update({
      collection: 'client-requests',
      id: request.id,
      data: { assignee: actors.admin.id },
      ...system,
    })
    const [update, invoice, subscription] = await Promise.all([
      make.update(project.id),
      make.invoice(project.id, `INJ-${owner.id}`),
      make.subscription(project.id),
    ])
    if (owner === actors.clientB)
      Object.assign(rowsOfB, {
        'client-projects': [project.id],
        'client-requests': [request.id],
        'project-updates': [update.id],
        invoices: [invoice.id],
        subscriptions: [subscription.id],
        users: [owner.id],
      })
  }
  // A pending reset token on the admin, the most valuable secret to probe for.
  await systemResetToken(payload, actors.admin.email)
  const { rows } = await payload.db.drizzle.execute(
    sql`select hash, salt, reset_password_token as token from users where reset_password_token is not null or id in (${actors.clientA.id}, ${actors.clientB.id})`,
  )
  secrets = [
    ...(rows as { hash: string; salt: string; token: string | null }[]).flatMap(
      ({ hash, salt, token }) => [hash.slice(0, 32), salt, token ?? ''],
    ),
    actors.clientB.email,
    actors.admin.email,
  ].filter(Boolean)
  for (const caller of ['clientA', 'editor', 'admin'] as const) {
    const login = await rest('POST', 'users/login', {
      json: { email: actors[caller].email, password: TEST_PASSWORD },
    })
    tokens[caller] = login.data.token as string
  }
})

/** Calls a REST path as the caller; never a 500, never a secret or another client's row. */
const probe = async (caller: Caller, path: string) => {
  const answer = await rest('GET', path, { token: tokens[caller] })
  const text = new TextDecoder().decode(answer.bytes)
  expect(answer.status, `${caller} GET /api/${path}`).toBeLessThan(500)
  for (const secret of secrets) expect(text, `${caller} GET /api/${path}`).not.toContain(secret)
  // As keys of a document (an error may name the refused path, as a value).
  expect(text).not.toMatch(/"(hash|salt|resetPasswordToken)":/)
  const collection = path.split(/[/?]/)[0] as CollectionSlug
  const ids = ((answer.data.docs as { id: number }[] | undefined) ?? []).map(({ id }) => id)
  for (const id of rowsOfB[collection] ?? []) expect(ids).not.toContain(id)
  return answer
}

describe('SQL text in where values, sort and locale', () => {
  it.each(CALLERS)('is only ever data for %s', async (caller) => {
    const queries = [...SQL_STRINGS, ...LIKE_WILDCARDS].flatMap((value) => [
      `where[email][like]=${q(value)}`,
      `where[id][equals]=${q(value)}`,
      `where[id][in]=${q(value)}`,
      `where[projectName][contains]=${q(value)}`,
      `where[or][0][pageConcerned][like]=${q(value)}&where[or][1][term][equals]=${q(value)}`,
      `sort=${q(value)}`,
      `locale=${q(value)}`,
      `where[${q(value)}][equals]=1`,
    ])
    for (const collection of COLLECTIONS)
      for (const query of queries) await probe(caller, `${collection}?${query}`)
  })

  it('leaves the tables as they were', async () => {
    const payload = await testPayload()
    const { totalDocs } = await payload.count({ collection: 'users', ...system })
    expect(totalDocs).toBeGreaterThanOrEqual(4)
  })
})

describe('hidden fields of the accounts', () => {
  const HIDDEN = ['hash', 'salt', 'password', 'resetPasswordToken', 'sessions.id', 'lockUntil']
  it.each(CALLERS)(
    'cannot be filtered, sorted or selected by %s, even through relations',
    async (caller) => {
      for (const collection of ['users', 'client-projects', 'client-requests', 'invoices', 'posts'])
        for (const field of HIDDEN)
          // Not `project.user.<field>` (two relationships deep): Payload 3.90 answers it 400 too,
          // but its path validation starts a second check after awaiting the first and leaves that
          // promise's rejection unhandled (logged by Next's process handlers in production; an
          // error for vitest). Left out until Payload fixes validateSearchParams.
          for (const path of [field, `user.${field}`, `assignee.${field}`]) {
            // Refused outright: a filter on a secret would be an oracle, one character at a time.
            const filtered = await probe(caller, `${collection}?where[${path}][like]=a`)
            expect([400, 401, 403]).toContain(filtered.status)
            await probe(caller, `${collection}?where[${path}][exists]=true`)
            await probe(caller, `${collection}?sort=${path}`)
            await probe(caller, `${collection}?sort=-${path},id`)
            await probe(caller, `${collection}?select[${path}]=true&depth=10`)
          }
    },
  )

  it('cannot be reached through another account populated in the answer', async () => {
    for (const caller of CALLERS)
      for (const collection of ['client-requests', 'client-projects', 'invoices', 'users'])
        await probe(caller, `${collection}?depth=10&populate[users][email]=true`)
  })
})

describe('operator injection by a client', () => {
  const widen = () => [
    'where[or][0][user][exists]=false',
    'where[or][0][id][exists]=true&where[or][1][id][exists]=false',
    `where[user][equals]=${actors.clientB.id}`,
    `where[user][not_equals]=${actors.clientA.id}`,
    `where[project.user][equals]=${actors.clientB.id}`,
    `where[project.user.email][equals]=${q(actors.clientB.email)}`,
    `where[user.email][like]=${q(actors.clientB.email)}`,
    `where[assignee.email][like]=admin`,
    'where[and][0][or][0][and][0][or][0][id][exists]=true',
    'joins[requests][where][id][exists]=true&depth=2',
  ]

  it('never widens its rows past its own projects', async () => {
    for (const collection of COLLECTIONS)
      for (const query of widen()) {
        await probe('clientA', `${collection}?${query}`)
        const count = await rest('GET', `${collection}/count?${query}`, { token: tokens.clientA })
        expect(count.status).toBeLessThan(500)
        // Counting B's rows would be an oracle too: the count stays within A's own rows.
        if (count.status === 200 && rowsOfB[collection])
          expect(count.data.totalDocs).toBeLessThanOrEqual(1)
      }
  })

  it('cannot learn about the account its request is assigned to', async () => {
    const query = `where[assignee.email][equals]=${q(actors.admin.email)}`
    const asAdmin = await rest('GET', `client-requests?${query}`, { token: tokens.admin })
    expect(asAdmin.data.totalDocs).toBe(2)
    const asClient = await probe('clientA', `client-requests?${query}`)
    expect(asClient.data.totalDocs).toBe(0)
  })

  it('cannot read a submission through its project', async () => {
    const { email } = submissionData()
    const answer = await probe(
      'clientA',
      `client-projects?where[submission.email][equals]=${q(email)}&depth=3`,
    )
    expect(answer.data.docs ?? []).toEqual([])
  })
})

describe('malformed parameters', () => {
  const MALFORMED = [
    'page=-5',
    'page=0',
    'page=1e20',
    'page=Infinity',
    'limit=1e20',
    'limit=1.5',
    'depth=-1',
    'depth=1e9',
    'where=%7Bbad',
    'where=null',
    'where[id][in]=1,2,abc',
    'where[id][equals][0]=1',
    'where[id][near]=1,2,3',
    'where[id][within]=1',
    'where[createdAt][greater_than]=abc',
    'where[__proto__][polluted]=1',
    'joins[requests][limit]=1e20',
  ]

  it.each(CALLERS)('answer %s with a 4xx or a plain list, never a 500', async (caller) => {
    for (const collection of COLLECTIONS) {
      for (const query of MALFORMED) await probe(caller, `${collection}?${query}`)
      for (const id of ['abc', '-1', '1e3', '99999999999999999999', q('1 or 1=1')])
        await probe(caller, `${collection}/${id}`)
      await probe(caller, `${collection}/count?where[id][near]=1`)
    }
    expect(Object.prototype).not.toHaveProperty('polluted')
  })
})

describe('back-office searches', () => {
  /**
   * The searches of the back office's screens, as their query builders send them: the `like`
   * words escaped, so that `%`, `_` and `\` are text too.
   */
  const searches = (value: string) => {
    const like = q(likeSearchWords(value).join(' '))
    return [
      `backoffice/clients?search=${q(value)}`,
      `project-submissions?where[and][0][or][0][firstName][like]=${like}&where[and][0][or][1][email][like]=${like}`,
      `client-projects?where[and][0][or][0][projectName][like]=${like}`,
      `client-requests?where[and][0][or][0][project.projectName][like]=${like}&where[and][0][or][1][changeDescription][like]=${like}`,
      `activities?where[and][0][note][like]=${like}`,
    ]
  }

  it('take SQL as text for an admin and stay closed to everyone else', async () => {
    for (const value of SQL_STRINGS) {
      for (const path of searches(value)) {
        const asAdmin = await rest('GET', path, { token: tokens.admin })
        expect(asAdmin.status, path).toBe(200)
        // The text is compared, not run: no row holds it, so none is found.
        expect(asAdmin.data.totalDocs, path).toBe(0)
        for (const caller of CALLERS) {
          const denied = await probe(caller, path)
          if (path.startsWith('backoffice')) expect([401, 403]).toContain(denied.status)
        }
      }
    }
  })

  it('answers a page number the database cannot take with the first page', async () => {
    for (const page of ['1e20', 'Infinity', '-3', 'abc', '2.5', '']) {
      const answer = await rest('GET', `backoffice/clients?page=${page}`, { token: tokens.admin })
      expect(answer.status, page).toBe(200)
      expect(answer.data.page, page).toBe(1)
    }
  })
})
