import { beforeAll, describe, expect, it } from 'vitest'

import type { ClientProject } from '../../payload-types'
import { invoiceLines } from '../helpers/invoice-lines'

/** Every admin change writes exactly one audit entry, naming the admin; nobody rewrites one. */
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let actors: import('../helpers/payload').Actors
let project: ClientProject
let token: string

const entries = async (entityType: string, entityId: number | string) => {
  const { docs } = await (
    await helpers.testPayload()
  ).find({
    collection: 'activities',
    where: { entityType: { equals: entityType }, entityId: { equals: String(entityId) } },
    sort: 'createdAt',
    limit: 0,
    ...helpers.system,
  })
  return docs.map(({ action, actor }) => ({ action, actor }))
}

const adminName = () => `${actors.admin.firstName} ${actors.admin.lastName}`.trim()

beforeAll(async () => {
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  const payload = await helpers.testPayload()
  actors = await helpers.createActors(payload)
  const { fixtures } = await import('../helpers/fixtures')
  project = await fixtures(payload).project(actors.clientA)
  token = (
    await rest('POST', 'users/login', {
      json: { email: actors.admin.email, password: helpers.TEST_PASSWORD },
    })
  ).data.token as string
})

describe('the audit trail', () => {
  const createInvoice = async (status: 'Draft' | 'Pending') =>
    (
      (
        await rest('POST', 'invoices', {
          token,
          json: {
            project: project.id,
            // A year no other test numbers invoices in: this one keeps its number.
            invoiceDate: '2041-03-01T10:00:00.000Z',
            dueDate: '2041-03-31T10:00:00.000Z',
            lines: invoiceLines(120),
            status,
          },
        })
      ).data.doc as { id: number }
    ).id

  it('has one entry per invoice creation, edit and deletion of a draft', async () => {
    const id = await createInvoice('Draft')
    await rest('PATCH', `invoices/${id}`, { token, json: { lines: invoiceLines(130) } })
    await rest('DELETE', `invoices/${id}`, { token })
    expect(await entries('invoice', id)).toEqual(
      ['Facture créée', 'Facture modifiée', 'Facture supprimée'].map((action) => ({
        action,
        actor: adminName(),
      })),
    )
  })

  it('names each entry’s item and its client, as they were when it was written', async () => {
    const id = await createInvoice('Draft')
    await rest('DELETE', `invoices/${id}`, { token })
    const { docs } = await (
      await helpers.testPayload()
    ).find({
      collection: 'activities',
      where: { entityType: { equals: 'invoice' }, entityId: { equals: String(id) } },
      sort: 'createdAt',
      ...helpers.system,
    })
    const client =
      actors.clientA.companyName || `${actors.clientA.firstName} ${actors.clientA.lastName}`
    // Created and deleted as a draft: named as its editor titles it, with its client, even
    // once it is gone.
    expect(docs.map(({ entityLabel, entityClient }) => ({ entityLabel, entityClient }))).toEqual([
      { entityLabel: `Brouillon ${id}`, entityClient: client },
      { entityLabel: `Brouillon ${id}`, entityClient: client },
    ])
    await rest('PATCH', `client-projects/${project.id}`, { token, json: { status: 'review' } })
    const [latest] = (
      await (
        await helpers.testPayload()
      ).find({
        collection: 'activities',
        where: { entityType: { equals: 'project' }, entityId: { equals: String(project.id) } },
        sort: '-createdAt',
        limit: 1,
        ...helpers.system,
      })
    ).docs
    expect(latest).toMatchObject({ entityLabel: project.projectName, entityClient: client })
  })

  it('has one entry for the payment of an issued invoice', async () => {
    const id = await createInvoice('Pending')
    await rest('POST', `invoices/${id}/mark-paid`, { token })
    expect(await entries('invoice', id)).toEqual(
      ['Facture créée', 'Facture marquée payée'].map((action) => ({ action, actor: adminName() })),
    )
  })

  it('has one entry for a settings save that changes something, none for one that does not', async () => {
    const before = (await entries('settings', 'global')).length
    const { fileMaxMegabytes } = await (
      await helpers.testPayload()
    ).findGlobal({ slug: 'settings', ...helpers.system })
    await rest('POST', 'globals/settings', {
      token,
      json: { fileMaxMegabytes: fileMaxMegabytes === 9 ? 8 : 9, billing: { paymentTermDays: 45 } },
    })
    const after = await entries('settings', 'global')
    expect(after).toHaveLength(before + 1)
    expect(after.at(-1)).toEqual({ action: 'Paramètres mis à jour', actor: adminName() })
    // What changed, named as the settings page names it, never by its stored key.
    const { docs } = await (
      await helpers.testPayload()
    ).find({
      collection: 'activities',
      where: { entityType: { equals: 'settings' } },
      sort: '-createdAt',
      limit: 1,
      ...helpers.system,
    })
    const named = docs[0]?.note?.split(', ')
    expect(named).toEqual(
      expect.arrayContaining([
        'Taille maximale des fichiers de projet (Mo)',
        'Coordonnées de facturation',
      ]),
    )
    expect(named).not.toEqual(expect.arrayContaining(['fileMaxMegabytes']))
    expect(named).not.toEqual(expect.arrayContaining(['billing']))
    await rest('POST', 'globals/settings', { token, json: {} })
    expect(await entries('settings', 'global')).toHaveLength(before + 1)
  })

  it('has a single entry for a project deleted with its invoices and subscriptions', async () => {
    const payload = await helpers.testPayload()
    const { fixtures } = await import('../helpers/fixtures')
    const doomed = await fixtures(payload).project(actors.clientB)
    const invoice = await fixtures(payload).invoice(doomed.id, `AUD-${doomed.id}`)
    const subscription = await fixtures(payload).subscription(doomed.id)
    expect((await rest('DELETE', `client-projects/${doomed.id}`, { token })).status).toBe(200)
    expect(await entries('project', doomed.id)).toEqual([
      { action: 'Projet supprimé', actor: adminName() },
    ])
    expect(await entries('invoice', invoice.id)).toEqual([])
    expect(await entries('subscription', subscription.id)).toEqual([])
  })

  it('cannot be edited or deleted, even by an admin', async () => {
    const [entry] = (
      await (
        await helpers.testPayload()
      ).find({ collection: 'activities', limit: 1, ...helpers.system })
    ).docs
    expect(
      (await rest('PATCH', `activities/${entry!.id}`, { token, json: { note: 'x' } })).status,
    ).toBe(403)
    expect((await rest('DELETE', `activities/${entry!.id}`, { token })).status).toBe(403)
  })
})
