import type { AfterErrorHook, Where } from 'payload'

import { apiT } from '../i18n/request-language'

/**
 * Operators Payload accepts in a `where` but the PostgreSQL adapter only implements for point
 * fields, which no collection has: on any other field the adapter throws a TypeError.
 */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

const usesGeoOperator = (where: unknown): boolean =>
  typeof where === 'object' &&
  where !== null &&
  Object.entries(where as Where).some(
    ([key, value]) => GEO_OPERATORS.has(key) || usesGeoOperator(value),
  )

/** SQLSTATE class 22, "data exception": a value PostgreSQL cannot take as the column's type. */
const isDataException = (error: Error) => {
  const code = (error.cause as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && code.startsWith('22')
}

/**
 * Malformed REST input is the caller's error, not the server's: an id or a `page`/`limit` that is
 * not a number PostgreSQL can take ('abc', 1e20, -5, 1.5), `where` JSON that does not parse, a
 * geometry operator on a plain field. Payload lets these reach the database or the adapter and
 * answers 500; they answer 400 here, saying no more than that (the error is still logged).
 */
export const answerMalformedQueryWith400: AfterErrorHook = ({ error, req }) => {
  const malformed =
    error instanceof SyntaxError ||
    isDataException(error) ||
    (error instanceof TypeError && usesGeoOperator(req.query?.where))
  if (!malformed) return
  return { response: { errors: [{ message: apiT(req)('invalidRequest') }] }, status: 400 }
}
