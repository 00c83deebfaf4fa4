import { sql, uniqueEmail } from './support/accounts'
import { expect, test } from './support/fixtures'
import { subscribeInFooter } from './support/newsletter'

/**
 * The newsletter's double opt-in in the browser: the footer's field, the mailed link, the
 * confirmation page's button, then the one-click unsubscribe a mail client sends (RFC 8058) and
 * the unsubscribe page of the mail's body.
 */
const tokenLink = (body: string, path: string) => {
  const link = new RegExp(`https?://[^"\\s<]+${path}\\?token=[A-Za-z0-9_.-]+`).exec(body)?.[0]
  if (!link) throw new Error(`no ${path} link in the mail`)
  return link
}

const oneClickUrl = (raw: string) =>
  /^List-Unsubscribe:([^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)/im
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, '')
    .trim()
    .replace(/^<|>$/g, '')

const consentOf = async (email: string) =>
  sql<{ confirmed_at: Date | null; language: string }>(
    'SELECT confirmed_at, language FROM newsletter_subscribers WHERE email = $1',
    [email],
  )

test('subscribe, confirm from the mail, then unsubscribe in one click', async ({
  page,
  request,
  mailbox,
}) => {
  const email = uniqueEmail('newsletter')
  await page.goto('/')
  await subscribeInFooter(page, email)

  const confirmation = await mailbox.mailTo(email)
  expect(confirmation.subject).toBe('Confirmez votre inscription à la newsletter')
  // Opening the link confirms nothing by itself (mail scanners open links too).
  await page.goto(tokenLink(confirmation.body, '/newsletter/confirmer'))
  await expect(page.getByRole('heading', { name: 'Confirmer votre inscription' })).toBeVisible()
  expect((await consentOf(email))[0]?.confirmed_at).toBeNull()
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click()
  await expect(page.getByText('Votre inscription à la newsletter est confirmée.')).toBeVisible()
  expect((await consentOf(email))[0]).toMatchObject({ language: 'fr' })
  expect((await consentOf(email))[0]?.confirmed_at).toBeInstanceOf(Date)

  const welcome = await mailbox.mailTo(email, ({ subject }) => subject.includes('confirmée'))
  expect(welcome.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
  const oneClick = await request.post(oneClickUrl(welcome.raw) ?? '', {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(oneClick.status()).toBe(200)
  expect(await consentOf(email)).toEqual([])

  // The body's link, used after the one-click: still a clear success, nothing to undo.
  await page.goto(tokenLink(welcome.body, '/newsletter/desinscription'))
  await page.getByRole('button', { name: 'Me désinscrire' }).click()
  await expect(page.getByText('Vous êtes désinscrit de la newsletter.')).toBeVisible()
})

test('a forged or missing link says so in the page’s language', async ({ page }) => {
  await page.goto('/en/newsletter/confirmer?token=forged.token')
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(
    page.getByRole('alert').filter({
      hasText: 'This link is not valid. Check that it is complete, or subscribe again.',
    }),
  ).toBeVisible()
  await page.goto('/newsletter/desinscription')
  await expect(
    page.getByRole('alert').filter({ hasText: /^Ce lien est incomplet\./ }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Me désinscrire' })).toHaveCount(0)
})
