import type { Endpoint } from 'payload'

import { deliverableUploadSchema } from '@/domain/files/deliverable-schema'
import { FILE_MAX_MEGABYTES_CEILING, megabytes } from '@/domain/files/file-rules'
import { isViewingAsClient } from '@/server/accounts'
import { uploadDeliverable } from '@/server/files'
import { filesOf, readForm, textFieldsOf } from '@/server/platform/http/read-form'
import { refuseInvalidForm } from '@/server/platform/http/form-refusal'
import { apiT } from '@/server/platform/i18n/request-language'

import { answerFailure } from '../../_shared/answer-failure'

/** One file at the API's limit plus the text fields. */
const MAX_BODY_BYTES = megabytes(FILE_MAX_MEGABYTES_CEILING) + 64 * 1024

/**
 * POST /api/deliverables/upload (multipart: `project`, `title`, `note` for a new deliverable, or
 * `deliverable` for a new version; the file under `file`). The file's bytes and size are screened
 * by the files collection's hook, before anything is stored.
 */
export const uploadDeliverableEndpoint: Endpoint = {
  path: '/upload',
  method: 'post',
  handler: async (req) => {
    const t = apiT(req)
    if (!req.user) return Response.json({ message: t('signedOut') }, { status: 401 })
    if (isViewingAsClient(req)) {
      return Response.json({ message: t('readOnlyView') }, { status: 403 })
    }
    const form = await readForm(req, MAX_BODY_BYTES)
    if (form === 'too-large') {
      return Response.json(
        { message: t('fileTooLarge', { name: '', megabytes: FILE_MAX_MEGABYTES_CEILING }) },
        { status: 413 },
      )
    }
    if (!form) return Response.json({ message: t('invalidRequest') }, { status: 400 })
    const parsed = deliverableUploadSchema.safeParse(textFieldsOf(form))
    if (!parsed.success) return refuseInvalidForm(req, parsed.error.issues)
    const [file] = await filesOf(form, 'file')
    if (!file) return Response.json({ message: t('fileMissing') }, { status: 400 })
    try {
      const result = await uploadDeliverable(req.payload, req.user, parsed.data, file, req.i18n)
      return Response.json(result, { status: 201 })
    } catch (error) {
      return answerFailure(req, error, 'fileNotFound')
    }
  },
}
