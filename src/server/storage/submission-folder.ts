import fs from 'node:fs/promises'
import path from 'node:path'

import { env } from '../config/env'

/**
 * A submission's folder of brief files, where the local disk adapter serves them from:
 * project-files/<submission id>/ (spec §3: file_path is "<submission id>/<file name>").
 */
const folderOf = (submissionId: number) =>
  path.join(env.mediaDir, 'project-files', String(submissionId))

/**
 * Writes a new submission's files into its folder. Never replaces a file: the folder of a new
 * id is new, and a name that would leave it is refused (names come from `briefFileNames`).
 */
export const writeSubmissionFiles = async (
  submissionId: number,
  files: { filename: string; data: Buffer }[],
) => {
  const folder = folderOf(submissionId)
  await fs.mkdir(folder, { recursive: true })
  for (const { filename, data } of files) {
    const target = path.join(folder, filename)
    if (path.dirname(target) !== folder) throw new Error(`Refused file name: ${filename}`)
    await fs.writeFile(target, data, { flag: 'wx' })
  }
}

/**
 * Removes a submission's folder of brief files: after its deletion has committed, or when its
 * brief failed before it was stored.
 */
export const removeSubmissionFolder = async (submissionId: number) => {
  await fs.rm(folderOf(submissionId), { recursive: true, force: true })
}
