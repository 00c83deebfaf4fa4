import type { TFunction } from 'i18next'

import { type ApiKey, type ApiParams, readApiKey } from '@/i18n/api-text'

type Status = 400 | 404 | 409 | 413

/**
 * A use case's refusal: the HTTP status the endpoint answers (a missing row is 404, a row no
 * longer in the state the action needs is 409) and the message the user sees (a toast), as a key
 * of the `api` translations with its parameters. Where it is answered, it is translated: in the
 * back office's French for an admin's action, in the request's language for a client.
 */
export class Refusal extends Error {
  constructor(
    readonly status: Status,
    readonly key: ApiKey,
    readonly params: ApiParams = {},
  ) {
    super(key)
  }

  /** A refusal with a domain's message (a key of `api` and its parameters, see apiMessage). */
  static of(status: Status, message: string) {
    const { key, params } = readApiKey(message)
    return new Refusal(status, key, params)
  }

  /** The answer: the refusal's status, its message in the language of `t`. */
  answer(t: TFunction<'api'>) {
    return Response.json({ message: t(this.key, this.params) }, { status: this.status })
  }
}
