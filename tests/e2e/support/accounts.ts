import crypto from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { randomIp } from './fixtures'

export const PASSWORD = 'mot-de-passe-e2e'

export type Account = { email: string; password: string; firstName: string }

export const uniqueEmail = (label: string) =>
  `${label}-${crypto.randomBytes(4).toString('hex')}@test.example.com`

/** A client account made the way a visitor makes one (the sign-up endpoint). */
export const createClient = async (
  request: APIRequestContext,
  label = 'client',
  email = uniqueEmail(label),
): Promise<Account> => {
  const account = { email, password: PASSWORD, firstName: 'Camille' }
  const response = await request.post('/api/users/signup', {
    headers: { 'x-forwarded-for': randomIp() },
    data: {
      ...account,
      lastName: 'Dupont',
      confirmPassword: PASSWORD,
      acceptTerms: true,
      newsletter: false,
    },
  })
  if (response.status() !== 201) throw new Error(`signup: ${response.status()}`)
  return account
}

/** Direct SQL on the e2e database, for set-ups no screen offers (an admin, an expired link). */
export const sql = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}

export const createAdmin = async (request: APIRequestContext, email?: string): Promise<Account> => {
  const account = await createClient(request, 'admin', email)
  await sql(`UPDATE users SET role = 'admin' WHERE email = $1`, [account.email])
  return account
}
