import crypto from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import { createClient, sql } from './accounts'
import { DESCRIPTION } from './brief'
import { create } from './portal-data'

/** Long enough to fill any column: a name without a space to break at, a long address. */
export const LONG = 'Transformation-numérique-des-boulangeries-artisanales-de-Suisse-romande'
const LONG_ASCII = 'transformation-numerique-des-boulangeries-artisanales'
// The longest an e-mail's local part may be is 64 characters: this, a row's label and a suffix.
const LONG_MAILBOX = 'responsable-transformation-numerique'

/**
 * `count` rows of long data in every back-office list (briefs, projects, clients, requests,
 * invoices, subscribers; the journal gets an entry for each), written through the REST API as an
 * admin would. `remove` deletes them again, so the suites after this one meet the lists as they
 * were (the journal's entries stay: nobody may delete them).
 */
export const seedLongRows = async (request: APIRequestContext, token: string, count: number) => {
  const tag = `long${crypto.randomBytes(3).toString('hex')}`
  const owner = await createClient(request, `${LONG_MAILBOX}-${tag}`)
  const [user] = await sql<{ id: number }>('select id from users where email = $1', [owner.email])
  const writeRow = async (index: number) => {
    const label = `${tag}-${index}`
    const email = `${LONG_MAILBOX}-${label}@test.example.com`
    const submission = await create(request, token, 'project-submissions', {
      firstName: LONG,
      lastName: label,
      companyName: `${LONG} ${label}`,
      email,
      phone: '+41 22 555 01 02',
      projectType: 'pro_platform',
      businessDescription: DESCRIPTION,
      likedSites: `https://${LONG_ASCII}.example.org`,
      dislikedSites: '',
      briefConfirmed: true,
      language: 'fr',
    })
    const project = await create(request, token, 'client-projects', {
      projectName: `${LONG} ${label}`,
      submission,
      user: user!.id,
      projectType: 'pro_platform',
      plan: `Plateforme Pro ${LONG}`,
      status: 'in_build',
      progressPercentage: index % 101,
      adminOwner: `${LONG_ASCII}@studio.example.com`,
      nextStep: `${LONG} ${LONG}`,
    })
    await create(request, token, 'client-requests', {
      project,
      pageConcerned: `${LONG} ${label}`,
      changeDescription: `${LONG} ${LONG} ${LONG}`,
      status: 'Pending',
    })
    await create(request, token, 'invoices', {
      project,
      invoiceNumber: `F-${label}`,
      invoiceDate: '2026-11-02T00:00:00.000Z',
      dueDate: '2026-12-02T00:00:00.000Z',
      lines: [{ description: LONG, quantity: 1, unitPrice: 1234567.5, vatRate: '0' }],
      status: 'Pending',
    })
    await create(request, token, 'newsletter-subscribers', {
      email,
      language: 'fr',
      confirmedAt: '2026-11-02T00:00:00.000Z',
    })
    await createClient(request, `${LONG_MAILBOX}-${label}`)
  }
  // A few rows at a time, as several admins would: one after another, the server used one core
  // of two and the six hundred calls took over a minute.
  const AT_ONCE = 4
  for (let first = 0; first < count; first += AT_ONCE) {
    await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, count - first) }, (_, i) => writeRow(first + i)),
    )
  }
  const like = `%${tag}%`
  const remove = async () => {
    await sql('delete from invoices where invoice_number like $1', [like])
    await sql('delete from client_requests where page_concerned like $1', [like])
    await sql('delete from client_projects where project_name like $1', [like])
    await sql('delete from project_submissions where last_name like $1', [like])
    await sql('delete from newsletter_subscribers where email like $1', [like])
    await sql('delete from users where email like $1', [like])
  }
  return { remove }
}
