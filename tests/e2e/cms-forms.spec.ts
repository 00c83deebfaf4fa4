import { signUpFormData } from '../helpers/forms'
import { adminToken } from './support/admin-api'
import { createClient, sql, uniqueEmail } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'

/** The panel as an editor in Switzerland opens it: a French-speaking browser. */
test.use({ locale: 'fr-CH' })

const STUDIO = 'contact@studio.ch'

/** Puts the support form's recipient back to the studio's inbox, as the seed left it. */
const restoreRecipient = async (request: Parameters<typeof adminToken>[0]) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const [support] = (
    (await (await request.get('/api/forms?where[slug][equals]=support', { headers })).json()) as {
      docs: { id: number; emails: Record<string, unknown>[] }[]
    }
  ).docs
  await request.patch(`/api/forms/${support!.id}?locale=fr`, {
    headers,
    data: { emails: [{ ...support!.emails[0], emailTo: STUDIO }] },
  })
}

test.afterEach(async ({ request }) => restoreRecipient(request))

test('an editor changes the support form’s recipient in /cms and the next message reaches it', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000)
  const editor = await createClient(request, 'editor')
  await sql(`UPDATE users SET role = 'editor' WHERE email = $1`, [editor.email])
  await signIn(page, editor.email, editor.password)
  await expect(page).toHaveURL(/\/espace-client/)

  await page.goto('/cms/collections/forms')
  await page.getByRole('link', { name: 'Support', exact: true }).click()
  const recipient = page.locator('#field-emails__0__emailTo')
  await expect(recipient).toHaveValue(STUDIO)

  // A wrong address is refused with a clear French message, and nothing is saved.
  await recipient.fill('support@')
  await page.locator('#action-save').click()
  // The panel validates on the server (its form-state action): on a busy machine the answer
  // takes longer than an assertion's default 5 s, as one run here showed.
  await expect(page.getByText('Adresse e-mail invalide : « support@ »').first()).toBeVisible({
    timeout: 15_000,
  })

  const inbox = uniqueEmail('support-inbox')
  await recipient.fill(`${STUDIO}, ${inbox}`)
  // The form has drafts: the main button publishes the change, which the site then uses.
  await page.locator('#action-save').click()
  await expect
    .poll(() =>
      sql<{ to: string }>(
        `SELECT e.email_to AS "to" FROM forms_emails e JOIN forms f ON f.id = e._parent_id
          WHERE f.slug = 'support' AND f._status = 'published'`,
      ),
    )
    .toEqual([{ to: `${STUDIO}, ${inbox}` }])

  // A visitor's message now reaches the new address too, through the jobs queue.
  const subject = `Horaires ${Date.now()}`
  await page.context().clearCookies()
  await page.goto('/support')
  await page.getByLabel('Nom', { exact: true }).fill('Camille Dupont')
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('visitor'))
  await page.getByLabel('Sujet', { exact: true }).fill(subject)
  await page
    .getByLabel('Message', { exact: true })
    .fill('Bonjour, pouvez-vous changer nos horaires sur la page contact ?')
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Message envoyé !')).toBeVisible()
  const mail = await mailbox.mailTo(inbox, ({ subject: received }) => received.includes(subject))
  expect(mail.subject).toBe(`[Support · Moyenne] ${subject}`)
  expect(mail.body).toContain('pouvez-vous changer nos horaires')
})

test('a form an editor built shows at /formulaires/<slug>, checks its fields and is mailed', async ({
  page,
  request,
  mailbox,
}) => {
  const inbox = uniqueEmail('events')
  const form = signUpFormData(inbox)
  const created = await request.post('/api/forms?locale=fr', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: form,
  })
  expect(created.status()).toBe(201)

  await page.goto(`/formulaires/${form.slug}`)
  await expect(page.getByRole('heading', { name: 'Inscription à l’atelier' })).toBeVisible()
  await page.getByRole('button', { name: 'S’inscrire' }).click()
  await expect(page.getByText('Champ requis').first()).toBeVisible()
  await page.getByLabel('E-mail', { exact: true }).fill('pas-un-email')
  await page.getByRole('button', { name: 'S’inscrire' }).click()
  await expect(page.getByText('Email invalide')).toBeVisible()

  await page.getByLabel('Nom complet', { exact: true }).fill('Léa Favre')
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('attendee'))
  await page.getByLabel('Session', { exact: true }).selectOption('afternoon')
  await page.getByLabel('J’accepte d’être recontacté').check()
  await page.getByRole('button', { name: 'S’inscrire' }).click()
  await expect(page.getByText('Merci, votre place est réservée.')).toBeVisible()
  await expect(page.getByLabel('Nom complet', { exact: true })).toHaveValue('')
  const mail = await mailbox.mailTo(inbox)
  expect(mail.subject).toBe('Inscription : Léa Favre (Après-midi)')

  // The English page speaks English around the editor's own texts.
  await page.goto(`/en/formulaires/${form.slug}`)
  await page.getByRole('button', { name: 'S’inscrire' }).click()
  await expect(page.getByText('Required field').first()).toBeVisible()
  expect((await page.goto('/formulaires/nulle-part'))?.status()).toBe(404)
})
