import { sql, uniqueEmail } from './support/accounts'
import { expect, test } from './support/fixtures'

/**
 * /support: contact cards, every validation message, then a message stored as an answer to the
 * CMS's support form and mailed to the studio (its recipient in /cms: cms-forms.spec.ts).
 */
test('shows the contact cards and every validation message, sending nothing', async ({ page }) => {
  let posted = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/forms/')) posted += 1
  })
  await page.goto('/support')
  await expect(page.getByRole('link', { name: 'contact@studio.ch' })).toHaveAttribute(
    'href',
    'mailto:contact@studio.ch',
  )
  await expect(page.getByText('Lun-Ven 9h-18h')).toBeVisible()
  const message = page.getByLabel('Message', { exact: true })
  expect(
    await message.evaluate((element) => element.getBoundingClientRect().height),
  ).toBeGreaterThanOrEqual(150)
  await expect(page.getByLabel('Priorité', { exact: true })).toHaveValue('medium')

  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible()
  await expect(page.getByText('Email invalide')).toBeVisible()
  await expect(page.getByText('Le sujet doit contenir au moins 5 caractères')).toBeVisible()
  await expect(page.getByText('Le message doit contenir au moins 20 caractères')).toBeVisible()

  await page.getByLabel('Nom', { exact: true }).fill('C'.repeat(101))
  await page.getByLabel('Sujet', { exact: true }).fill('S'.repeat(201))
  await message.fill('M'.repeat(2001))
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Le nom ne peut pas dépasser 100 caractères')).toBeVisible()
  await expect(page.getByText('Le sujet ne peut pas dépasser 200 caractères')).toBeVisible()
  await expect(page.getByText('Le message ne peut pas dépasser 2000 caractères')).toBeVisible()
  await expect(page.getByText('2001 / 2000')).toBeVisible()
  expect(posted).toBe(0)
})

test('a valid message is stored, e-mailed to the studio, confirmed and the form reset', async ({
  page,
  mailbox,
}) => {
  const email = uniqueEmail('support')
  const subject = `Horaires ${Date.now()}`
  await page.goto('/support')
  await page.getByLabel('Nom', { exact: true }).fill('Camille Dupont')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Sujet', { exact: true }).fill(subject)
  await page.getByLabel('Priorité', { exact: true }).selectOption('high')
  await page
    .getByLabel('Message', { exact: true })
    .fill('Bonjour, pouvez-vous changer nos horaires sur la page contact ?')
  await page.getByRole('button', { name: 'Envoyer le message' }).click()

  await expect(page.getByText('Message envoyé !')).toBeVisible()
  await expect(page.getByText('Nous vous répondrons sous 24h.')).toBeVisible()
  await expect(page.getByLabel('Sujet', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Priorité', { exact: true })).toHaveValue('medium')

  const mail = await mailbox.mailTo('contact@studio.ch', ({ subject: received }) =>
    received.includes(subject),
  )
  expect(mail.subject).toBe(`[Support · Haute] ${subject}`)
  // Stored as an answer to the support form, the choice by its French label, once mailed.
  await expect
    .poll(() =>
      sql<{ priority: string; email_status: string }>(
        `SELECT d.value AS priority, s.email_status FROM form_submissions s
           JOIN form_submissions_submission_data d ON d._parent_id = s.id AND d.field = 'priority'
          WHERE s.email = $1`,
        [email],
      ),
    )
    .toEqual([{ priority: 'Haute', email_status: 'sent' }])
})

test('the English form speaks English', async ({ page, mailbox }) => {
  await page.goto('/en/support')
  await page.getByRole('button', { name: 'Send the message' }).click()
  await expect(page.getByText('The name must be at least 2 characters')).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill('Sam Taylor')
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('support-en'))
  await page.getByLabel('Subject', { exact: true }).fill('Opening hours')
  await page
    .getByLabel('Message', { exact: true })
    .fill('Hello, could you update our opening hours please?')
  await page.getByRole('button', { name: 'Send the message' }).click()
  await expect(page.getByText('Message sent!')).toBeVisible()
  await expect(page.getByText("We'll respond within 24h.")).toBeVisible()
  await mailbox.mailTo('contact@studio.ch', ({ subject }) => subject.includes('Opening hours'))
})
