import { fileStore } from '@/server/platform/storage/file-store'
import { uploadKey } from '@/server/platform/storage/upload-folders'

/**
 * Removes a deleted project's folder of deliverables and attachments
 * (deliverables/<project id>/), once the deletion has committed.
 */
export const removeProjectFolder = async (projectId: number) => {
  await fileStore().removeFolder(uploadKey('deliverable-files', projectId))
}
