import { fileStore } from '@/server/platform/storage/file-store'
import { uploadKey } from '@/server/platform/storage/upload-folders'

/**
 * A submission's folder of brief files, where the storage adapter stores and serves them:
 * project-files/<submission id>/<file name>. The brief claims it before storing its files, and a
 * deleted submission's folder is removed here.
 */
const folderOf = (submissionId: number) => uploadKey('project-files', submissionId)

/**
 * Claims a new submission's folder before its files are stored there: a folder that already
 * holds files (left from a database restored without them) fails the brief instead of mixing its
 * files with them or, on failure, removing them.
 */
export const claimSubmissionFolder = async (submissionId: number) => {
  await fileStore().claimFolder(folderOf(submissionId))
}

/**
 * Removes a submission's folder of brief files: after its deletion has committed, or when its
 * brief could not be stored.
 */
export const removeSubmissionFolder = async (submissionId: number) => {
  await fileStore().removeFolder(folderOf(submissionId))
}
