import { fileStore } from './file-store'
import { uploadKey } from './upload-folders'

/**
 * Removes a deleted project's folder of deliverables and attachments
 * (deliverables/<project id>/), once the deletion has committed.
 */
export const removeProjectFolder = async (projectId: number) => {
  await fileStore().removeFolder(uploadKey('deliverable-files', projectId))
}
