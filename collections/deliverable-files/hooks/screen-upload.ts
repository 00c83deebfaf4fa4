import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { megabytes, screenProjectFile } from '@/domain/files/file-rules'
import { briefFileType } from '@/domain/submissions/files'
import { fileMaxMegabytes } from '@/server/files'
import { apiT } from '@/server/platform/i18n/request-language'
import { fileCandidate } from '@/server/platform/storage/file-candidate'

const MESSAGE_KEYS = {
  empty: 'fileEmpty',
  size: 'fileTooLarge',
  type: 'fileType',
  damaged: 'fileDamaged',
} as const

/**
 * Screens an uploaded file before anything is stored, whichever way it came (the app's
 * endpoints, REST, the panel): not empty, within the settings' size limit, a type its bytes
 * show, intact. A refusal is a 400 (413 for the size) with a message in the asker's language.
 */
export const screenUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) {
    if (operation === 'create') throw new APIError(apiT(req)('fileMissing'), 400, null, true)
    return args
  }
  const limit = await fileMaxMegabytes(req)
  const candidate = await fileCandidate({ name: file.name, data: file.data })
  const refusal = screenProjectFile(candidate, megabytes(limit))
  if (refusal) {
    const message = apiT(req)(MESSAGE_KEYS[refusal], { name: file.name, megabytes: limit })
    throw new APIError(message, refusal === 'size' ? 413 : 400, null, true)
  }
  // The type the bytes show, not the one the browser claimed: the file route serves it as such.
  file.mimetype = briefFileType(candidate) ?? file.mimetype
  return args
}
