import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { sql, uniqueEmail } from '../support/accounts'
import { DESCRIPTION, fillBrief, fixture } from '../support/brief'
import { expect, test } from '../support/fixtures'

/**
 * The app's database goes away while a visitor sends a brief: every connection of the app is
 * ended and new ones are refused, as when PostgreSQL is down. Runs after the other specs (its own
 * Playwright project), since every page of the app depends on that database.
 */
const appDatabase = () => new URL(process.env.DATABASE_URI!).pathname.slice(1)

/** A statement on the server's maintenance database (the app's own one may refuse connections). */
const onServer = async (statement: string) => {
  const url = new URL(process.env.DATABASE_URI!)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const stopAppDatabase = async () => {
  const name = appDatabase().replace(/"/g, '""')
  await onServer(`alter database "${name}" with allow_connections false`)
  await onServer(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = '${name.replace(/'/g, "''")}' and pid <> pg_backend_pid()`,
  )
}
const startAppDatabase = () =>
  onServer(`alter database "${appDatabase().replace(/"/g, '""')}" with allow_connections true`)

const submissionFolders = () => {
  const folder = path.resolve(process.env.MEDIA_DIR ?? 'media', 'project-files')
  return fs.existsSync(folder) ? fs.readdirSync(folder) : []
}

test.afterEach(startAppDatabase)

test('with the database down the brief is kept in the form, and goes through once it is back', async ({
  page,
}) => {
  const email = uniqueEmail('brief-db-down')
  await page.goto('/demarrer-projet')
  await fillBrief(page, email)
  await page.locator('input[type="file"]').setInputFiles([fixture('brief.pdf')])
  const foldersBefore = new Set(submissionFolders())

  await stopAppDatabase()
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  await expect(page.getByText('Une erreur est survenue. Veuillez réessayer.')).toBeVisible()
  await expect(page).toHaveURL(/\/demarrer-projet$/)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  await expect(page.getByLabel('Décrivez votre activité et votre projet')).toHaveValue(DESCRIPTION)
  await expect(page.getByText('brief.pdf', { exact: true })).toBeVisible()
  // Nothing of the failed attempt reached the disk.
  expect(submissionFolders().filter((folder) => !foldersBefore.has(folder))).toEqual([])

  await startAppDatabase()
  // The same click, on the same form: the server reconnects on its own.
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  await expect(page.getByText('Votre projet a été soumis avec succès !')).toBeVisible()
  await expect(page).toHaveURL(/\/demarrer-projet\/merci$/)

  const rows = await sql<{ id: number; projects: number; files: number }>(
    `select s.id,
            (select count(*)::int from client_projects p where p.submission_id = s.id) as projects,
            (select count(*)::int from project_files f where f.submission_id = s.id) as files
       from project_submissions s where s.email = $1`,
    [email],
  )
  expect(rows).toEqual([{ id: expect.any(Number), projects: 1, files: 1 }])
  expect(submissionFolders().filter((folder) => !foldersBefore.has(folder))).toEqual([
    String(rows[0]!.id),
  ])
  // No submission anywhere in the database lacks its project.
  expect(
    await sql(`select s.id from project_submissions s
                where not exists (select 1 from client_projects p where p.submission_id = s.id)`),
  ).toEqual([])
})
