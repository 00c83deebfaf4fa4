import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import * as migration from '../../migrations/20261126_014744_forms'
import { system, testPayload } from '../helpers/payload'

/**
 * The forms migration on data of the version before it: contact messages of both languages,
 * priorities and notification states, taken back to the contact_messages table, then migrated.
 * Each one must come out as an answer to the support form, with every field and date.
 */
let payload: Awaited<ReturnType<typeof testPayload>>
const OLD = [
  ['Camille Dupont', 'camille@test.example.com', 'Nos horaires', 'high', 'fr', 'sent'],
  ['Sam Taylor', 'sam@test.example.com', 'Opening hours', 'low', 'en', 'failed'],
  ['Léa <b>Favre</b>', 'lea@test.example.com', 'Question · « devis »', 'medium', 'fr', 'pending'],
] as const
const CREATED = '2026-10-01T08:30:00.000Z'

beforeAll(async () => {
  payload = await testPayload()
  const args = { db: payload.db.drizzle, payload, req: {} } as never
  await migration.down(args)
  for (const [index, [name, email, subject, priority, language, status]] of OLD.entries()) {
    await payload.db.drizzle.execute(sql`
      insert into contact_messages
        (name, email, subject, priority, message, language, email_status, created_at, updated_at)
      values (${name}, ${email}, ${subject}, ${priority}, ${`Message numéro ${index}, assez long.`},
              ${language}, ${status}, ${CREATED}, ${CREATED})`)
  }
  await migration.up(args)
})

describe('the forms migration', () => {
  it('creates the support form and moves every contact message into its answers', async () => {
    const { docs: forms } = await payload.find({ collection: 'forms', ...system })
    expect(forms.map((form) => form.slug)).toEqual(['support'])
    const { docs } = await payload.find({
      collection: 'form-submissions',
      sort: 'id',
      depth: 0,
      ...system,
    })
    expect(docs).toHaveLength(OLD.length)
    const labels = { high: 'Haute', medium: 'Moyenne', low: 'Basse' }
    for (const [index, [name, email, subject, priority, language, status]] of OLD.entries()) {
      const answer = docs[index]!
      expect(answer).toMatchObject({
        form: forms[0]!.id,
        email,
        language,
        emailStatus: status,
        createdAt: CREATED,
        summary: `${name} · ${email} · ${subject}`,
      })
      expect(answer.submissionData?.map(({ field, value }) => [field, value])).toEqual([
        ['name', name],
        ['email', email],
        ['subject', subject],
        ['priority', labels[priority]],
        ['message', `Message numéro ${index}, assez long.`],
      ])
    }
    const { rows } = await payload.db.drizzle.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'contact_messages'`,
    )
    expect(rows[0]).toEqual({ n: 0 })
  })
})
