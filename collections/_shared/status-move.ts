import type { SelectFieldSingleValidation } from 'payload'
import { select } from 'payload/shared'

import type { Locale } from '@/domain/locales'
import { requestLanguage } from '@/server/platform/i18n/request-language'

/**
 * A status field's rule for updates, whichever screen or API writes: a move the domain does not
 * allow (`canMove`) is refused with `refusal`'s message, in the request's language, and nothing
 * is written. Payload's own check of the options runs first; a new row may start in any status.
 */
export const validateStatusMove =
  <S extends string>(
    canMove: (from: S, to: S) => boolean,
    refusal: (from: S, to: S, lang: Locale) => string,
  ): SelectFieldSingleValidation =>
  (value, options) => {
    const option = select(value, options)
    if (option !== true) return option
    const from = options.previousValue as S | null | undefined
    if (options.operation !== 'update' || !from || !value) return true
    return canMove(from, value as S)
      ? true
      : refusal(from, value as S, requestLanguage(options.req))
  }
