import type { Endpoint } from 'payload'

import { inTransaction } from '@/server/platform/db/transaction'
import { markRead, unreadCounts } from '@/server/requests'
import { apiT } from '@/server/platform/i18n/request-language'

import { answerFailure } from '../../_shared/answer-failure'

export { postMessageEndpoint } from './post'

const positiveIds = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, 100)

/** GET /api/request-messages/unread?requests=1,2,3: the signed-in user's unread count per request. */
export const unreadEndpoint: Endpoint = {
  path: '/unread',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: apiT(req)('signedOut') }, { status: 401 })
    const ids = positiveIds(new URL(req.url ?? '', 'http://localhost').searchParams.get('requests'))
    return Response.json({ unread: await unreadCounts(req.payload, req.user, ids) })
  },
}

/** POST /api/request-messages/read (JSON: `request`): the thread is read up to now. */
export const markReadEndpoint: Endpoint = {
  path: '/read',
  method: 'post',
  handler: async (req) => {
    const t = apiT(req)
    const { user } = req
    if (!user) return Response.json({ message: t('signedOut') }, { status: 401 })
    const body = (await req.json?.().catch(() => null)) as { request?: unknown } | null
    const [id] = positiveIds(String(body?.request ?? ''))
    if (!id) return Response.json({ message: t('requestNotFound') }, { status: 404 })
    try {
      await inTransaction(req.payload, user, (tx) => markRead(tx, user, id), req.i18n)
      return Response.json({ ok: true })
    } catch (error) {
      return answerFailure(req, error, 'requestNotFound')
    }
  },
}
