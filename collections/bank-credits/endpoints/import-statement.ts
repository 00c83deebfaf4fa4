import type { Endpoint } from 'payload'

import { isAdmin } from '@/access/roles'
import { Refusal } from '@/server/platform/http/refusal'
import { importBankStatement } from '@/server/billing'
import { backOfficeT } from '@/server/platform/i18n/request-language'

import { readForm } from '@/server/platform/http/read-form'

/** A month of a busy account is a few megabytes; 25 MB leaves room without reading anything. */
export const STATEMENT_MAX_BYTES = 25 * 1024 * 1024

const refuse = (message: string, status: number) => Response.json({ message }, { status })

/**
 * POST /api/bank-credits/import (multipart, the camt file under `file`): 'Importer un relevé'.
 * Answers what the file did: credits read, invoices paid or partly paid, credits to review. Its
 * refusals are in French, the back office's language.
 */
export const importStatementEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
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
      const summary = await importBankStatement(req.payload, req.user, await file.text(), file.name)
      return Response.json(summary)
    } catch (error) {
      if (error instanceof Refusal) return error.answer(t)
      req.payload.logger.error({ msg: 'Bank statement import failed', err: error })
      return refuse(t('bankImport.failed'), 500)
    }
  },
}
