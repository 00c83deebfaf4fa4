import fs from 'node:fs'
import path from 'node:path'

import { PROJECT_STATUSES } from '../../src/domain/projects/status'
import { createAdmin, sql, type Account } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'

// The statuses' French words, as the back office shows them (Playwright loads no JSON module).
const STATUS_WORDS: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../src/i18n/locales/fr/labels.json'), 'utf8'),
).projectStatus

/** The dashboard at a glance: the pipeline per status, open requests by SLA, 12 months of revenue. */
let admin: Account

// Each test signs in an admin of its own: one account's second factor takes two sign-ins
// in 30 s, the next waits for a new code.
test.beforeEach(async ({ request }) => {
  admin = await createAdmin(request)
})

test('the pipeline, the open requests by SLA and the revenue chart show the database’s figures', async ({
  page,
}) => {
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  const perStatus = new Map(
    (
      await sql<{ status: string; count: number }>(
        'select status, count(*)::int as count from client_projects group by status',
      )
    ).map(({ status, count }) => [status, count]),
  )
  const pipeline = page.getByRole('region', { name: 'Pipeline' })
  const rows = pipeline.getByRole('listitem')
  await expect(rows).toHaveCount(PROJECT_STATUSES.length)
  for (const [index, status] of PROJECT_STATUSES.entries()) {
    await expect(rows.nth(index)).toHaveText(`${STATUS_WORDS[status]}${perStatus.get(status) ?? 0}`)
  }

  const [sla] = await sql<{ ok: number; warn: number; critical: number }>(
    `select count(*) filter (where waited <= warn)::int as ok,
            count(*) filter (where waited > warn and waited <= critical)::int as warn,
            count(*) filter (where waited > critical)::int as critical
       from (select floor(extract(epoch from now() - r.created_at) / 3600) as waited,
                    coalesce(s.sla_warn_hours, 24) as warn, coalesce(s.sla_critical_hours, 48) as critical
               from client_requests r left join settings s on true where r.status <> 'Done') as open`,
  )
  const requests = page.getByRole('region', { name: 'Demandes ouvertes' })
  if (sla!.ok + sla!.warn + sla!.critical === 0) {
    await expect(requests).toContainText('Aucune demande en attente')
  } else {
    for (const [label, count] of [
      ['Dans les délais', sla!.ok],
      ['À surveiller', sla!.warn],
      ['Hors délai', sla!.critical],
    ] as const) {
      await expect(requests.getByRole('listitem').filter({ hasText: label })).toHaveText(
        `${label}${count}`,
      )
    }
  }

  const revenue = page.getByRole('region', { name: 'Revenus sur 12 mois' })
  await expect(revenue.getByRole('img', { name: /Graphique du facturé/ })).toBeVisible()
  // recharts draws once its code has arrived: twelve month labels on the axis.
  await expect(revenue.locator('.recharts-xAxis .recharts-cartesian-axis-tick')).toHaveCount(12)
  await expect(page.getByText('vs les 7 jours précédents')).toBeVisible()
  await expect(page.getByText('vs les 30 jours précédents')).toBeVisible()
})

/** Each figure: its card's label, the list its link opens, and the API read that list counts with. */
const FIGURES = [
  ['Soumissions en attente', '/admin/submissions?status=pending', '/api/project-submissions?'],
  ['Soumissions (7 jours)', '/admin/submissions', null],
  ['Projets actifs', '/admin/projects?status=in_build', '/api/client-projects?'],
  ['Demandes en attente', '/admin/support?status=Pending', '/api/client-requests?'],
  ['Livraisons (7 prochains jours)', '/admin/pipeline', null],
  ['Clients actifs', '/admin/clients', '/api/backoffice/clients?'],
  ['Revenu mensuel récurrent', '/admin/finances', null],
  ['Encaissé (30 jours)', '/admin/finances', null],
] as const

test('every figure is a link to its list, which counts as many, and no card sits alone on its row', async ({
  page,
}) => {
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByText('Bonjour Camille.')).toBeVisible()
  // The old summary strip said "À traiter" of requests only, beside the pending briefs.
  await expect(page.getByText('À traiter')).toHaveCount(0)
  const cards = page.getByRole('region', { name: 'Indicateurs' }).getByRole('link')
  await expect(cards).toHaveCount(FIGURES.length)
  for (const [width, perRow] of [
    [1280, 4],
    [390, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    const tops = await cards.evaluateAll((links) =>
      links.map((link) => Math.round(link.getBoundingClientRect().top)),
    )
    const cardsPerRow = [...new Set(tops)].map((top) => tops.filter((at) => at === top).length)
    expect(cardsPerRow, `at ${width} px`).toEqual(cardsPerRow.map(() => perRow))
  }

  for (const [label, list, read] of FIGURES) {
    const card = cards.filter({ hasText: label })
    await expect(card).toHaveAttribute('href', list)
    if (!read) continue
    const figure = Number(await card.locator('span').nth(1).textContent())
    const answer = page.waitForResponse((response) => response.url().includes(read))
    await card.click()
    await expect(page).toHaveURL(list)
    expect((await (await answer).json()).totalDocs, label).toBe(figure)
    await page.goBack()
  }
})

test('an account without a first name is greeted without its e-mail', async ({ page }) => {
  await sql('update users set first_name = null where email = $1', [admin.email])
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByText('Bonjour.', { exact: true })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(admin.email)
})
