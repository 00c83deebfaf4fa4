import type { APIRequestContext } from '@playwright/test'
import { generate } from 'otplib'

import { createAdmin } from './accounts'
import { randomIp } from './fixtures'

/**
 * An admin's API token, for set-ups an admin would make in the back office: the new admin enrols
 * its second factor right after the password, which makes the token work.
 */
export const adminToken = async (request: APIRequestContext) => {
  const admin = await createAdmin(request)
  const headers = { 'x-forwarded-for': randomIp() }
  const post = async (path: string, data: object) =>
    (await (await request.post(`/api/users/${path}`, { headers, data })).json()) as Record<
      string,
      unknown
    >
  const login = await post('login', { email: admin.email, password: admin.password })
  const { ticket } = login.secondFactor as { ticket: string }
  const { key } = await post('second-factor/setup', { ticket })
  await post('second-factor/enable', { ticket, code: await generate({ secret: String(key) }) })
  return String(login.token)
}

const updateGlobal = async (
  request: APIRequestContext,
  slug: 'settings' | 'studio-identity',
  data: Record<string, unknown>,
) => {
  const response = await request.post(`/api/globals/${slug}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data,
  })
  if (!response.ok()) throw new Error(`${slug}: ${response.status()}`)
}

export const updateSettings = (request: APIRequestContext, data: Record<string, unknown>) =>
  updateGlobal(request, 'settings', data)

/** The studio's identity as an admin enters it in the CMS (company, numbers, contact channels). */
export const updateIdentity = (request: APIRequestContext, data: Record<string, unknown>) =>
  updateGlobal(request, 'studio-identity', data)

/**
 * The studio's company (identity, with its VAT number when given) and account and billing rules
 * (settings) as an admin enters them, so invoices can be sent and downloaded.
 */
export const fillStudioBilling = async (
  request: APIRequestContext,
  { vatNumber, ...billing }: Record<string, unknown> = {},
) => {
  await updateIdentity(request, {
    legalName: 'Studio Léman Sàrl',
    street: 'Rue du Rhône',
    buildingNumber: '1',
    postalCode: '1204',
    city: 'Genève',
    country: 'CH',
    ...(vatNumber === undefined ? {} : { vatNumber }),
  })
  await updateSettings(request, { billing: { iban: 'CH93 0076 2011 6238 5295 7', ...billing } })
}
