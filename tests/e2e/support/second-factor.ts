import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { generate } from 'otplib'

/** Each staff account's TOTP key once enrolled in this worker, and the last time step it used. */
const enrolled = new Map<string, { key: string; lastStep: number }>()

const codeFor = async (email: string) => {
  const account = enrolled.get(email)
  if (!account) throw new Error(`${email} has a second factor this worker did not enrol`)
  // A code is accepted once, and the server takes this step's and the next: a second sign-in
  // within 30 s uses the next step's; a third waits until that step is the current one.
  const stepNow = () => Math.floor(Date.now() / 30_000)
  const step = Math.max(stepNow(), account.lastStep + 1)
  account.lastStep = step
  if (step > stepNow() + 1) {
    test.info().setTimeout(test.info().timeout + 30_000)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 250))
  }
  return generate({ secret: account.key, epoch: step * 30 })
}

/** The sign-in's enrolment step as a new admin meets it: QR key, first code, recovery codes. */
const enrolOnPage = async (page: Page, email: string) => {
  await page.getByRole('button', { name: 'Activer la double authentification' }).click()
  const key = (await page.locator('code').first().textContent())?.trim() ?? ''
  const step = Math.floor(Date.now() / 30_000)
  enrolled.set(email, { key, lastStep: step })
  await page.getByLabel('Code à 6 chiffres').fill(await generate({ secret: key, epoch: step * 30 }))
  await page.getByRole('button', { name: 'Confirmer' }).click()
  await page.getByRole('button', { name: 'J’ai conservé mes codes' }).click()
}

/** Completes whatever second step the login answer asked for. */
export const completeSecondFactor = async (
  page: Page,
  email: string,
  step: 'verify' | 'enrol' | undefined,
) => {
  if (step === 'enrol') return enrolOnPage(page, email)
  if (step !== 'verify') return
  await page.getByLabel('Code à 6 chiffres').fill(await codeFor(email))
  await page.getByRole('button', { name: 'Valider' }).click()
}

type Held = { step: 'verify' | 'enrol'; ticket: string }

/**
 * The same second step through the API, as the sign-in page's script sends it, from the address
 * the password came from (`headers`: its x-forwarded-for; the steps are limited per address).
 */
export const completeSecondFactorByApi = async (
  request: APIRequestContext,
  email: string,
  held: Held | undefined,
  headers: Record<string, string>,
) => {
  if (held?.step === 'enrol') {
    const setup = await request.post('/api/users/second-factor/setup', {
      headers,
      data: { ticket: held.ticket },
    })
    const { key } = (await setup.json()) as { key: string }
    const step = Math.floor(Date.now() / 30_000)
    enrolled.set(email, { key, lastStep: step })
    const code = await generate({ secret: key, epoch: step * 30 })
    const enable = await request.post('/api/users/second-factor/enable', {
      headers,
      data: { ticket: held.ticket, code },
    })
    expect(enable.status(), `enrolment of ${email}`).toBe(200)
  } else if (held?.step === 'verify') {
    const verify = await request.post('/api/users/second-factor/verify', {
      headers,
      data: { ticket: held.ticket, code: await codeFor(email) },
    })
    expect(verify.status(), `second step of ${email}`).toBe(200)
  }
}
