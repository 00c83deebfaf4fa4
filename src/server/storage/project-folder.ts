import fs from 'node:fs/promises'

import { uploadFolder } from './upload-folders'

/**
 * Removes a deleted project's folder of deliverables and attachments
 * (media/deliverables/<project id>/), once the deletion has committed.
 */
export const removeProjectFolder = async (projectId: number) => {
  await fs.rm(uploadFolder('deliverable-files', projectId), {
    recursive: true,
    force: true,
  })
}
