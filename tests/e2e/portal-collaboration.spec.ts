import { readFile } from 'node:fs/promises'

import { createAdmin, sql, type Account } from './support/accounts'
import { adminToken } from './support/admin-api'
import { fixture } from './support/brief'
import { runDueJobsNow } from './support/due-jobs'
import { expect, randomIp, signInByApi, test } from './support/fixtures'
import { seedClient, type SeededClient } from './support/portal-data'

/**
 * Working together in the portal (issue 28): the studio shares a deliverable, the client hears of
 * it by e-mail, downloads and approves it; the client writes on a request, the admin sees the
 * unread badge in the support list and answers with a canned reply, which the client reads.
 */
let admin: Account
let client: SeededClient

// Each test signs in an admin of its own: one account's second factor takes two sign-ins
// in 30 s, the next waits for a new code.
test.beforeEach(async ({ request }) => {
  admin = await createAdmin(request)
})

test.beforeAll(async ({ request }) => {
  client = await seedClient(request, 'ensemble')
})

test('a deliverable shared by the studio is mailed, downloaded and approved by the client', async ({
  page,
  request,
  mailbox,
}) => {
  const title = `Maquette ${client.projectName.slice(5)}`
  const shared = await request.post('/api/deliverables/upload', {
    headers: { Authorization: `JWT ${await adminToken(request)}`, 'x-forwarded-for': randomIp() },
    multipart: {
      project: String(client.projectId),
      title,
      file: {
        name: 'maquette-ensemble.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile(fixture('brief.pdf')),
      },
    },
  })
  expect(shared.status()).toBe(201)

  // The digest waits up to 10 minutes for more news; brought forward, the queue's next run
  // (asked for now rather than waited for) sends it.
  await sql(
    `update payload_jobs set wait_until = now()
      where task_slug = 'sendNotificationDigest' and completed_at is null`,
  )
  runDueJobsNow()
  await expect
    .poll(() => mailbox.all(client.email).filter((mail) => mail.body.includes(title)).length, {
      timeout: 15_000,
    })
    .toBe(1)

  await signInByApi(page, client.email, client.password)
  await page.goto('/espace-client/fichiers')
  const card = page.locator('li', { hasText: title }).first()
  await expect(card).toBeVisible()
  // Opening the page reads its news: the bell no longer counts the shared deliverable.
  await expect
    .poll(async () => {
      const [row] = await sql<{ n: number }>(
        `select count(*)::int as n from notifications n join users u on u.id = n.recipient_id
          where u.email = $1 and n.kind = 'deliverableShared' and n.read_at is null`,
        [client.email],
      )
      return row?.n
    })
    .toBe(0)
  const download = page.waitForEvent('download')
  await card
    .getByRole('link', { name: /Télécharger/ })
    .first()
    .click()
  expect((await download).suggestedFilename()).toBe('maquette-ensemble.pdf')

  await card.getByRole('button', { name: 'Approuver la version 1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Approuver la version 1' })
  await dialog.getByRole('button', { name: 'Approuver la version 1' }).click()
  await expect(page.getByText('Livrable approuvé. Le studio en est informé.')).toBeVisible()
  await expect(page.getByText(/^Approuvé par .* \(version 1\)$/).first()).toBeVisible()
  const logged = await sql<{ n: number }>(
    `select count(*)::int as n from activities where action like 'Livrable approuvé%' and note like $1`,
    [`%${title}%`],
  )
  expect(logged[0]?.n).toBe(1)
})

test('the client writes on a request; the admin sees it unread and answers with a canned reply', async ({
  page,
  browser,
}) => {
  const requestId = client.requestIds[0]!
  await signInByApi(page, client.email, client.password)
  await page.goto(`/espace-client/demandes/${requestId}`)
  const question = `Pouvez-vous aussi changer la photo ? ${client.projectName.slice(5)}`
  await page.getByLabel('Votre message').fill(question)
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page.getByText('Message envoyé.')).toBeVisible()

  const studio = await (await browser.newContext()).newPage()
  await signInByApi(studio, admin.email, admin.password)
  await studio.goto('/admin/support')
  await studio.getByLabel('Rechercher une demande').fill(client.projectName.slice(5))
  const conversation = studio.getByRole('link', { name: /^Conversation : .*, 1 non lu\(s\)$/ })
  await expect(conversation).toBeVisible()
  await conversation.click()
  await expect(studio).toHaveURL(new RegExp(`/admin/support/${requestId}$`))
  await expect(studio.getByText(question)).toBeVisible()

  // A canned reply from the settings fills the message, sent as the studio's.
  const canned = studio.getByLabel('Réponse type')
  const firstReply = (await canned.locator('option').nth(1).textContent())!
  await canned.selectOption({ label: firstReply })
  const message = studio.getByLabel('Votre message')
  await expect(message).not.toHaveValue('')
  const answer = await message.inputValue()
  await studio.getByRole('button', { name: 'Envoyer' }).click()
  await expect(studio.getByText('Message envoyé.')).toBeVisible()
  await studio.context().close()

  await page.reload()
  await expect(page.getByText(answer.split('\n')[0]!)).toBeVisible()
})
