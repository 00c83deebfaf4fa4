import fs from 'node:fs/promises'
import path from 'node:path'

import { env } from '../config/env'

/**
 * A submission's folder of brief files, where the local disk adapter serves them from:
 * project-files/<submission id>/ (spec §3: file_path is "<submission id>/<file name>"). The brief
 * writes its files here and a deleted submission's folder is removed here: moving the files to
 * S3 means these two functions and the adapter in `payload.config.ts`.
 */
const folderOf = (submissionId: number) =>
  path.join(env.mediaDir, 'project-files', String(submissionId))

/**
 * Writes a new submission's files into its own new folder, or nothing at all. A folder that is
 * already there (files left from a database restored without them) fails the brief instead of
 * mixing its files with them or, on failure, removing them. A name that would leave the folder is
 * refused (names come from `briefFileNames`).
 */
export const writeSubmissionFiles = async (
  submissionId: number,
  files: { filename: string; data: Buffer }[],
) => {
  const folder = folderOf(submissionId)
  await fs.mkdir(path.dirname(folder), { recursive: true })
  await fs.mkdir(folder)
  try {
    for (const { filename, data } of files) {
      const target = path.join(folder, filename)
      if (path.dirname(target) !== folder) throw new Error(`Refused file name: ${filename}`)
      await fs.writeFile(target, data, { flag: 'wx' })
    }
  } catch (error) {
    await removeSubmissionFolder(submissionId)
    throw error
  }
}

/**
 * Removes a submission's folder of brief files: after its deletion has committed, or when its
 * brief could not be stored.
 */
export const removeSubmissionFolder = async (submissionId: number) => {
  await fs.rm(folderOf(submissionId), { recursive: true, force: true })
}
