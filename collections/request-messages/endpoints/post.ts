import type { Endpoint } from 'payload'

import {
  FILE_MAX_MEGABYTES_CEILING,
  MESSAGE_MAX_ATTACHMENTS,
  megabytes,
} from '@/domain/files/file-rules'
import { messageSchema } from '@/domain/files/message-schema'
import { isViewingAsClient } from '@/server/accounts'
import { postMessage } from '@/server/requests'
import { filesOf, readForm, textFieldsOf } from '@/server/platform/http/read-form'
import { refuseInvalidForm } from '@/server/platform/http/form-refusal'
import { apiT } from '@/server/platform/i18n/request-language'
import { enforceRateLimit } from '@/server/platform/security/rate-limit'

import { answerFailure } from '../../_shared/answer-failure'

/** The attachments at the API's limit plus the text. */
const MAX_BODY_BYTES = (MESSAGE_MAX_ATTACHMENTS + 1) * megabytes(FILE_MAX_MEGABYTES_CEILING)

/**
 * POST /api/request-messages/post (multipart: `request`, `body`, `key`, files under `files`).
 * 201 with the new message; 200 with the first one when its key was already sent.
 */
export const postMessageEndpoint: Endpoint = {
  path: '/post',
  method: 'post',
  handler: async (req) => {
    const t = apiT(req)
    if (!req.user) return Response.json({ message: t('signedOut') }, { status: 401 })
    if (isViewingAsClient(req)) {
      return Response.json({ message: t('readOnlyView') }, { status: 403 })
    }
    await enforceRateLimit(req, 'changeRequest')
    const form = await readForm(req, MAX_BODY_BYTES)
    if (form === 'too-large') return Response.json({ message: t('filesTooLarge') }, { status: 413 })
    if (!form) return Response.json({ message: t('invalidRequest') }, { status: 400 })
    const parsed = messageSchema.safeParse(textFieldsOf(form))
    if (!parsed.success) return refuseInvalidForm(req, parsed.error.issues)
    const files = await filesOf(form, 'files')
    if (files.length > MESSAGE_MAX_ATTACHMENTS) {
      return Response.json(
        { message: t('tooManyFiles', { count: MESSAGE_MAX_ATTACHMENTS }) },
        { status: 400 },
      )
    }
    try {
      const { message, duplicate } = await postMessage(
        req.payload,
        req.user,
        parsed.data,
        files,
        req.i18n,
      )
      return Response.json({ id: message.id, duplicate }, { status: duplicate ? 200 : 201 })
    } catch (error) {
      return answerFailure(req, error, 'requestNotFound')
    }
  },
}
