import type { TaskConfig } from 'payload'

import { removeProjectFolder } from './project-folder'

/** A deleted project's files, removed from the disk once its deletion has committed. */
export const removeProjectFiles: TaskConfig<{
  input: { projectId: number }
  output: Record<string, never>
}> = {
  slug: 'removeProjectFiles',
  inputSchema: [{ name: 'projectId', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input }) => {
    await removeProjectFolder(input.projectId)
    return { output: {} }
  },
}
