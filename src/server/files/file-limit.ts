import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_FILE_MAX_MEGABYTES, FILE_MAX_MEGABYTES_CEILING } from '@/domain/files/file-rules'

/**
 * The size limit of project files, in MB, as the settings give it (admin-only field, read here as
 * system code for whoever uploads), never above the API's own upload limit.
 */
export const fileMaxMegabytesOf = async (payload: Payload, req?: PayloadRequest) => {
  const settings = await payload.findGlobal({
    slug: 'settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const value = (settings as { fileMaxMegabytes?: number | null }).fileMaxMegabytes
  return Math.min(value ?? DEFAULT_FILE_MAX_MEGABYTES, FILE_MAX_MEGABYTES_CEILING)
}

/** The same within a request (the upload hook), joining its transaction. */
export const fileMaxMegabytes = (req: PayloadRequest) => fileMaxMegabytesOf(req.payload, req)
