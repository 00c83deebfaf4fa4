import fs from 'node:fs/promises'
import path from 'node:path'

import { uploadFolder } from './upload-folders'

/**
 * A submission's folder of brief files, where the local disk adapter stores and serves them:
 * project-files/<submission id>/<file name>. The brief claims it before storing its files, and a
 * deleted submission's folder is removed here.
 */
const folderOf = (submissionId: number) => uploadFolder('project-files', submissionId)

/**
 * Claims a new submission's folder before its files are stored there: a folder that is already
 * there (files left from a database restored without them) fails the brief instead of mixing its
 * files with them or, on failure, removing them.
 */
export const claimSubmissionFolder = async (submissionId: number) => {
  const folder = folderOf(submissionId)
  await fs.mkdir(path.dirname(folder), { recursive: true })
  await fs.mkdir(folder)
}

/**
 * Removes a submission's folder of brief files: after its deletion has committed, or when its
 * brief could not be stored.
 */
export const removeSubmissionFolder = async (submissionId: number) => {
  await fs.rm(folderOf(submissionId), { recursive: true, force: true })
}
