import fs from 'node:fs/promises'
import path from 'node:path'

import { env } from '../config/env'

/**
 * Removes a deleted submission's folder of brief files (the local disk adapter keeps them under
 * project-files/<submission id>/). Called only after the deletion has committed.
 */
export const removeSubmissionFolder = async (submissionId: number) => {
  await fs.rm(path.join(env.mediaDir, 'project-files', String(submissionId)), {
    recursive: true,
    force: true,
  })
}
