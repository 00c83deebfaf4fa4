import type { Endpoint } from 'payload'

import { BRIEF_HONEYPOT_FIELD, BRIEF_SEND_KEY_FIELD } from '@/domain/submissions/brief-fields'
import { briefSchema, briefSendKeySchema } from '@/domain/submissions/brief-schema'
import { BRIEF_FILE_MAX_BYTES, BRIEF_MAX_FILES } from '@/domain/submissions/files'
import { readForm } from '@/server/platform/http/read-form'
import { refuseInvalidForm } from '@/server/platform/http/form-refusal'
import { apiT } from '@/server/platform/i18n/request-language'
import { enforceRateLimit } from '@/server/platform/security/rate-limit'
import { submitBrief, type UploadedFile } from '@/server/briefs'

/** Ten files at the limit plus the text: anything bigger is refused before it is read. */
const MAX_BODY_BYTES = (BRIEF_MAX_FILES + 1) * BRIEF_FILE_MAX_BYTES

const refuse = (message: string, status: number, extra: object = {}) =>
  Response.json({ message, ...extra }, { status })

/**
 * POST /api/project-submissions/brief (multipart: the form's fields as text, files under `files`).
 * The browser's validation is never trusted: the form's schema is parsed again here. With a
 * `sendKey`, 200 and nothing stored when a brief with that key already is.
 */
export const submitBriefEndpoint: Endpoint = {
  path: '/brief',
  method: 'post',
  handler: async (req) => {
    await enforceRateLimit(req, 'brief')
    const t = apiT(req)
    const form = await readForm(req, MAX_BODY_BYTES)
    if (form === 'too-large') return refuse(t('filesTooLarge'), 413)
    if (!form) return refuse(t('invalidRequest'), 400)
    if (String(form.get(BRIEF_HONEYPOT_FIELD) ?? '') !== '') return refuse(t('refusedRequest'), 400)

    const fields = Object.fromEntries(
      [...form.entries()].filter(([, value]) => typeof value === 'string'),
    ) as Record<string, string>
    const parsed = briefSchema.safeParse({
      ...fields,
      briefConfirmed: fields.briefConfirmed === 'true',
    })
    if (!parsed.success) return refuseInvalidForm(req, parsed.error.issues)
    const sendKey = briefSendKeySchema.safeParse(fields[BRIEF_SEND_KEY_FIELD])
    if (!sendKey.success) return refuse(t('invalidRequest'), 400)
    const uploads: UploadedFile[] = await Promise.all(
      form
        .getAll('files')
        .filter((value): value is File => typeof value !== 'string')
        .map(async (file) => ({ name: file.name, data: Buffer.from(await file.arrayBuffer()) })),
    )
    const result = await submitBrief(req.payload, parsed.data, uploads, sendKey.data)
    // A resend of a stored brief: the same success, nothing stored again.
    if (result.resent) return Response.json({ rejected: [] }, { status: 200 })
    return Response.json({ rejected: result.rejected }, { status: 201 })
  },
}
