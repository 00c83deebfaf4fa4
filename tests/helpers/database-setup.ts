import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { migrate } from '../../scripts/lib/migrate'
import { createScratchDatabase } from '../../scripts/lib/scratch-database'

/** One database and one upload folder per worker slot, handed to `worker-database.ts`. */
export type WorkerResources = { databases: string[]; mediaDirs: string[] }

declare module 'vitest' {
  export interface ProvidedContext {
    intWorkers: WorkerResources
  }
}

/**
 * Vitest global setup of the integration suite: one database (embedded PostgreSQL, or the server
 * of DATABASE_URI) with the committed migrations applied, used as the template of one clone per
 * worker slot (`create database … template …` copies its files: milliseconds, where migrating
 * takes seconds), and one scratch upload folder per slot. Test files run in parallel, each on its
 * slot's database, and the files of one slot one after another, as they all did on one database.
 */
export default async function setup(project: TestProject) {
  const template = await createScratchDatabase('studio_int')
  await migrate({ ...process.env, DATABASE_URI: template.uri })
  const slots = project.vitest.config.maxWorkers
  const clones = await Promise.all(
    Array.from({ length: slots }, (_, slot) => template.clone(`w${slot + 1}`)),
  )
  const mediaDirs = clones.map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'studio-media-')))
  project.provide('intWorkers', { databases: clones.map(({ uri }) => uri), mediaDirs })
  return async () => {
    for (const clone of clones) await clone.drop()
    await template.drop()
    for (const dir of mediaDirs) fs.rmSync(dir, { recursive: true, force: true })
  }
}
