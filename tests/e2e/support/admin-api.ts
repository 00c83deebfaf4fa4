import type { APIRequestContext } from '@playwright/test'

import { createAdmin } from './accounts'
import { randomIp } from './fixtures'

/** An admin's API token, for set-ups an admin would make in the back office. */
export const adminToken = async (request: APIRequestContext) => {
  const admin = await createAdmin(request)
  const response = await request.post('/api/users/login', {
    headers: { 'x-forwarded-for': randomIp() },
    data: { email: admin.email, password: admin.password },
  })
  return String((await response.json()).token)
}

export const updateSettings = async (request: APIRequestContext, data: Record<string, unknown>) => {
  const response = await request.post('/api/globals/settings', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data,
  })
  if (!response.ok()) throw new Error(`settings: ${response.status()}`)
}
