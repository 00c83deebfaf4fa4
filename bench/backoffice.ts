import { generate } from 'otplib'
import pg from 'pg'
import { stringify } from 'qs-esm'

import { projectQuery } from '../src/features/backoffice/projects/project-query'
import { submissionQuery } from '../src/features/backoffice/submissions/submission-query'
import { requestQuery } from '../src/features/backoffice/support/request-query'
import { benchBankImport } from './bank-import'
import type { AppServer } from './lib/app-server'
import { percentile, runLoad } from './lib/load'
import type { Measure } from './lib/report'

/**
 * Back office at scale: 10,000 submissions, projects, requests, invoices and audit entries and
 * 1,000 clients, then each screen's data requests, as the screens send them, 200 times each by
 * one admin at a time: median <= 50 ms and p95 <= 150 ms, the finances' p95 <= 100 ms. Searches and pages vary so no answer is a cached repeat. Then the bank import, which
 * pays some of those invoices.
 */
const ROWS = 10_000
const SAMPLES = 200
// The finances' own, tighter budget: the page a studio opens most.
const FINANCES_P95_MS = 100
const WORDS = ['Dupont', 'Atelier', 'boulangerie', 'Léa', 'ch', 'Martin', 'zzz-absent', 'Site']

const seed = async (databaseUri: string) => {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    await client.query(`
      insert into users (email, role, first_name, last_name, company_name, plan_mrr_chf, salt, hash)
      select 'bench-client-' || i || '@example.com', 'client', 'Léa' || i, 'Martin' || i,
             'Atelier ' || i, (i % 3) * 79, 'x', 'x'
      from generate_series(1, 1000) as i;

      insert into project_submissions (first_name, last_name, company_name, email, phone,
        project_type, business_description, brief_confirmed, status, language, created_at)
      select 'Camille' || i, (array['Dupont','Favre','Martin','Rochat'])[1 + i % 4] || i,
             (array['Boulangerie','Atelier','Garage','Cabinet'])[1 + i % 4] || ' ' || i,
             'brief-' || i || '@example.ch', '+41 22 555 00 00',
             (array['launch_site','pro_platform','real_software'])[1 + i % 3]::enum_project_submissions_project_type,
             repeat('Une description de projet suffisamment longue. ', 3), true,
             (array['pending','approved','rejected'])[1 + i % 3]::enum_project_submissions_status,
             'fr', now() - (i || ' minutes')::interval
      from generate_series(1, ${ROWS}) as i;

      insert into client_projects (project_name, user_id, submission_id, project_type, plan, status,
        progress_percentage, admin_owner, estimated_delivery, created_at)
      select 'Site ' || i, (select min(id) from users) + i % 1000, s.id,
             (array['launch_site','pro_platform','real_software'])[1 + i % 3]::enum_client_projects_project_type,
             'Plateforme Pro',
             (array['pending','approved','rejected','in_build','review','live','on_care'])[1 + i % 7]::enum_client_projects_status,
             i % 101, (array['Marc','Sophie','Admin'])[1 + i % 3], now() + ((i % 60) || ' days')::interval,
             now() - (i || ' minutes')::interval
      from generate_series(1, ${ROWS}) as i
      join lateral (select id from project_submissions order by id limit 1 offset i - 1) s on true;

      insert into client_requests (project_id, user_id, page_concerned, change_description, status,
        created_at)
      select p.id, p.user_id, (array['Accueil','Contact','Tarifs','Équipe'])[1 + i % 4] || ' ' || i,
             'Remplacer le texte de la section ' || i,
             (array['Pending','InProgress','Done'])[1 + i % 3]::enum_client_requests_status,
             now() - (i || ' minutes')::interval
      from generate_series(1, ${ROWS}) as i
      join lateral (select id, user_id from client_projects order by id limit 1 offset i - 1) p on true;

      insert into invoices (invoice_number, project_id, invoice_date, due_date, amount, status)
      select 'B-' || i, p.id, now() - (i || ' hours')::interval, now() + ((30 - i % 60) || ' days')::interval,
             (i % 5000) + 0.05, (array['Pending','Paid'])[1 + i % 2]::enum_invoices_status
      from generate_series(1, ${ROWS}) as i
      join lateral (select id from client_projects order by id limit 1 offset i - 1) p on true;

      -- One line each, as the server stores them: the lists read the lines with the invoices.
      insert into invoices_lines (_order, _parent_id, id, description, quantity, unit_price, vat_rate)
      select 1, id, substr(md5('bench-line-' || id), 1, 24), 'Prestation ' || invoice_number, 1,
             amount, '0'
      from invoices where invoice_number like 'B-%';
      update invoices set subtotal = amount, vat_amount = 0, rounding = 0
       where invoice_number like 'B-%';

      insert into activities (actor, entity_type, entity_id, action, note, created_at)
      select 'Admin', 'project', i::text, 'Statut changé', 'Nouveau statut : Live',
             now() - (i || ' minutes')::interval
      from generate_series(1, ${ROWS}) as i;
      analyze;
    `)
  } finally {
    await client.end()
  }
}

const adminToken = async (app: AppServer) => {
  const email = `bench-admin-${Date.now()}@example.com`
  const password = 'bench-password-1'
  const signup = await fetch(`${app.url}/api/users/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-forwarded-for': '10.1.0.1' },
    body: JSON.stringify({
      email,
      password,
      confirmPassword: password,
      firstName: 'Bench',
      lastName: 'Admin',
      acceptTerms: true,
      newsletter: false,
    }),
  })
  if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`)
  const client = new pg.Client({ connectionString: app.databaseUri })
  await client.connect()
  await client.query(`update users set role = 'admin' where email = $1`, [email])
  await client.end()
  const post = async (path: string, body: object) => {
    const answer = await fetch(`${app.url}/api/users/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-forwarded-for': '10.1.0.2' },
      body: JSON.stringify(body),
    })
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`)
    return (await answer.json()) as Record<string, unknown>
  }
  const login = await post('login', { email, password })
  // An admin enrols its second factor right after the password; the token works once it has.
  const { ticket } = login.secondFactor as { ticket: string }
  const { key } = await post('second-factor/setup', { ticket })
  await post('second-factor/enable', { ticket, code: await generate({ secret: String(key) }) })
  return String(login.token)
}

export const benchBackOffice = async (app: AppServer): Promise<Measure[]> => {
  await seed(app.databaseUri)
  const token = await adminToken(app)
  const word = (index: number) => (index % 3 === 0 ? '' : WORDS[index % WORDS.length]!)
  const requests: [string, (index: number) => string][] = [
    ['dashboard: KPIs', () => 'backoffice/kpis'],
    [
      'dashboard: activity',
      () => `activities?${stringify({ sort: '-createdAt', limit: 8, depth: 0 })}`,
    ],
    ['pipeline', () => 'backoffice/pipeline'],
    [
      'submissions: list',
      (index) =>
        `project-submissions?${stringify(
          submissionQuery({
            search: word(index),
            filter: (['all', 'pending', 'approved', 'rejected'] as const)[index % 4]!,
            page: 1 + (index % 5),
          }),
        )}`,
    ],
    [
      'support: list',
      (index) =>
        `client-requests?${stringify(
          requestQuery(
            {
              search: word(index),
              filter: (['all', 'Pending', 'InProgress', 'Done'] as const)[index % 4]!,
              overdueOnly: index % 5 === 0,
              page: 1 + (index % 5),
            },
            48,
          ),
        )}`,
    ],
    ['finances: cards', () => 'backoffice/finances'],
    ['finances: 12-month chart', () => 'backoffice/revenue-months'],
    [
      'finances: invoices',
      (index) =>
        `invoices?${stringify({ sort: '-invoiceDate', limit: 20, page: 1 + (index % 5), depth: 1 })}`,
    ],
    [
      'clients: list',
      (index) => `backoffice/clients?${stringify({ search: word(index), page: 1 + (index % 3) })}`,
    ],
    [
      'journal: list',
      (index) =>
        `activities?${stringify({ where: index % 2 ? { entityType: { equals: 'project' } } : {}, sort: '-createdAt', limit: 30, page: 1 + (index % 5), depth: 0 })}`,
    ],
    [
      'projects: list',
      (index) =>
        `client-projects?${stringify(
          projectQuery({
            search: word(index),
            filter: index % 2 ? 'all' : 'in_build',
            page: 1 + (index % 5),
          }),
        )}`,
    ],
  ]
  const measures: Measure[] = []
  for (const [name, path] of requests) {
    const load = await runLoad(SAMPLES, 1, async (index) => {
      const response = await fetch(`${app.url}/api/${path(index)}`, {
        headers: { Authorization: `JWT ${token}` },
      })
      if (!response.ok) throw new Error(`${response.status}`)
      await response.arrayBuffer()
    })
    measures.push(
      {
        section: 'back office (10k rows)',
        name: `${name} p50`,
        value: percentile(load.latenciesMs, 50),
        unit: 'ms',
        budget: { max: 50 },
      },
      {
        section: 'back office (10k rows)',
        name: `${name} p95`,
        value: percentile(load.latenciesMs, 95),
        unit: 'ms',
        budget: { max: name.startsWith('finances') ? FINANCES_P95_MS : 150 },
      },
      {
        section: 'back office (10k rows)',
        name: `${name} errors`,
        value: load.errors.length,
        unit: '',
        budget: { max: 0 },
      },
    )
  }
  return [...measures, ...(await benchBankImport(app, token))]
}
