import type { Endpoint, PayloadRequest, TypedUser } from 'payload'

import { isAdmin } from '@/access/roles'
import { Refusal } from '@/server/platform/http/refusal'
import { importBankStatement, previewBankStatement } from '@/server/billing'
import { backOfficeT } from '@/server/platform/i18n/request-language'

import { readForm } from '@/server/platform/http/read-form'

/** A month of a busy account is a few megabytes; 25 MB leaves room without reading anything. */
export const STATEMENT_MAX_BYTES = 25 * 1024 * 1024

const refuse = (message: string, status: number) => Response.json({ message }, { status })

/**
 * A handler of the camt file sent under `file` (multipart) by an admin: the refusals before it
 * is read (signed out, not an admin, too large, missing) and after (not a statement), in French,
 * the back office's language.
 */
const statementHandler =
  (
    what: string,
    handle: (req: PayloadRequest, admin: TypedUser, file: File) => Promise<unknown>,
  ): Endpoint['handler'] =>
  async (req) => {
    const t = backOfficeT()
    if (!req.user) return refuse(t('signedOut'), 401)
    if (!isAdmin(req.user)) return refuse(t('admin.accessDenied'), 403)
    const form = await readForm(req, STATEMENT_MAX_BYTES)
    if (form === 'too-large') {
      return refuse(
        t('bankImport.fileTooLarge', { megabytes: STATEMENT_MAX_BYTES / 1024 ** 2 }),
        413,
      )
    }
    const file = form?.get('file')
    if (!file || typeof file === 'string') return refuse(t('bankImport.fileMissing'), 400)
    try {
      return Response.json(await handle(req, req.user, file))
    } catch (error) {
      if (error instanceof Refusal) return error.answer(t)
      req.payload.logger.error({ msg: `Bank statement ${what} failed`, err: error })
      return refuse(t('bankImport.failed'), 500)
    }
  }

/**
 * POST /api/bank-credits/preview: what importing the file would do, entry by entry, and the
 * summary it would give; nothing is stored.
 */
export const previewStatementEndpoint: Endpoint = {
  path: '/preview',
  method: 'post',
  handler: statementHandler('preview', async (req, admin, file) =>
    previewBankStatement(req.payload, admin, await file.text()),
  ),
}

/**
 * POST /api/bank-credits/import: 'Appliquer'. Answers what the file did: credits read, invoices
 * paid or partly paid, credits to review.
 */
export const importStatementEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: statementHandler('import', async (req, admin, file) =>
    importBankStatement(req.payload, admin, await file.text(), file.name),
  ),
}
