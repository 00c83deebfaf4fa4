import fs from 'node:fs/promises'
import path from 'node:path'

import { env } from '../config/env'

/**
 * Removes a deleted project's folder of deliverables and attachments
 * (media/deliverables/<project id>/), once the deletion has committed.
 */
export const removeProjectFolder = async (projectId: number) => {
  await fs.rm(path.join(env.mediaDir, 'deliverables', String(projectId)), {
    recursive: true,
    force: true,
  })
}
