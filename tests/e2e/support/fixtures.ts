import crypto from 'node:crypto'

import { test as base, expect, type Page } from '@playwright/test'

import { watchPages } from './page-watch'
import { spoolMailbox, type Mailbox } from './mail-spool'
import { completeSecondFactor, completeSecondFactorByApi } from './second-factor'

export { expect }

export const randomIp = () => `198.18.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`

/**
 * Each test browses from its own address (per-IP limits would otherwise add up over the suite);
 * `mailbox` reads what the run's real SMTP server received (mail-spool.ts), from any worker.
 * `pageProblems` (automatic) fails a test in which any page, in any browser context it opened,
 * violated its Content-Security-Policy, came without exactly one, or showed a translation key
 * instead of its text.
 */
export const test = base.extend<{ ip: string; pageProblems: string[] }, { mailbox: Mailbox }>({
  ip: async ({}, provide) => provide(randomIp()),
  pageProblems: [
    async ({ context, browser }, provide) => {
      const problems: string[] = []
      const watches = [await watchPages(context, problems)]
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const created = await newContext(options)
        watches.push(await watchPages(created, problems))
        return created
      }
      await provide(problems)
      browser.newContext = newContext
      await Promise.all(watches.map((watch) => watch.settled()))
      expect(problems, 'page problems (Content-Security-Policy, translations)').toEqual([])
    },
    { auto: true },
  ],
  page: async ({ page, ip }, provide) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
    await provide(page)
  },
  mailbox: [async ({}, provide) => provide(spoolMailbox()), { scope: 'worker' }],
})

/**
 * Fills the login form and submits it; a staff account's second step (enrolment the first time,
 * then the code) is completed as its owner would.
 */
export const signIn = async (page: Page, email: string, password: string, path = '/login') => {
  if (!page.url().includes('/login')) await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(password)
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/users/login'))
  await page.getByRole('button', { name: 'Se connecter' }).click()
  const body = (await (await answer).json().catch(() => ({}))) as {
    secondFactor?: { step: 'verify' | 'enrol' }
  }
  await completeSecondFactor(page, email, body.secondFactor?.step)
}

/**
 * Signs in through the API the login form calls, second step included, without opening a page:
 * for a test whose subject comes after the sign-in (the form itself is tested in auth-login and
 * the second step in privacy). The page's browser context then holds the session cookie; the
 * test opens the page it is about directly, instead of the login form and the landing page.
 */
export const signInByApi = async (page: Page, email: string, password: string) => {
  const headers = { 'x-forwarded-for': randomIp() }
  const answer = await page.request.post('/api/users/login', { headers, data: { email, password } })
  expect(answer.status(), `sign-in of ${email}`).toBe(200)
  const body = (await answer.json()) as {
    secondFactor?: { step: 'verify' | 'enrol'; ticket: string }
  }
  await completeSecondFactorByApi(page.request, email, body.secondFactor, headers)
}
