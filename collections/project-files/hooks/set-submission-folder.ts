import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Files live in one folder per submission: a file's path is "<submission id>/<file name>".
 * The storage adapter writes under `prefix`, so the prefix is the submission's id, set here,
 * before the adapter's own hook runs.
 */
export const setSubmissionFolder: CollectionBeforeChangeHook = ({ data }) => {
  const submission = data.submission as number | { id: number } | undefined
  if (submission !== undefined) {
    data.prefix = String(typeof submission === 'object' ? submission.id : submission)
  }
  return data
}
