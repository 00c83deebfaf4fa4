import type { TaskConfig } from 'payload'

import { removeSubmissionFolder } from './submission-folder'

/** A deleted submission's brief files, removed from the disk once its deletion has committed. */
export const removeSubmissionFiles: TaskConfig<{
  input: { submissionId: number }
  output: Record<string, never>
}> = {
  slug: 'removeSubmissionFiles',
  inputSchema: [{ name: 'submissionId', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input }) => {
    await removeSubmissionFolder(input.submissionId)
    return { output: {} }
  },
}
