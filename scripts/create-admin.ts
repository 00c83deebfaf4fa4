/**
 * `npm run create-admin -- someone@example.com`: makes that account an admin (creating it if
 * needed) and prints a one-time link to choose its password, on the address a running
 * `npm start` serves (else SERVER_URL or PORT). No password is ever set or shown.
 */
import { getPayload } from 'payload'

import { GRANT_ROLE } from '../src/access/roles'
import { openAppDatabase } from './lib/database'
import { servedAddress } from './lib/served-address'

const email = process.argv[2]?.trim().toLowerCase()
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run create-admin -- someone@example.com')
  process.exit(2)
}

const database = await openAppDatabase()
try {
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  // System code run by the operator on the server: it grants the role the browser never can.
  const system = { overrideAccess: true, context: { [GRANT_ROLE]: true } } as const
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    ...system,
  })
  const existing = docs[0]
  if (existing) {
    await payload.update({
      collection: 'users',
      id: existing.id,
      data: { role: 'admin' },
      ...system,
    })
  } else {
    const { randomBytes } = await import('node:crypto')
    await payload.create({
      collection: 'users',
      data: { email, role: 'admin', password: randomBytes(32).toString('base64url') },
      ...system,
    })
  }
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    ...system,
  })
  console.log(
    `${email} is an admin. Choose its password (link valid 1 hour):\n${servedAddress()}/cms/reset/${token}`,
  )
  await payload.destroy()
} finally {
  await database.stop()
}
process.exit(0)
