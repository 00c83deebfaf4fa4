/**
 * A schema's message as one string (what zod keeps): a stable key of the `validation`
 * translations and its parameters, "maxChars?max=100". The browser and the server read it back
 * with `readValidationMessage` and translate the same key in the page's or request's language.
 */
export const validationMessage = (
  key: string,
  params: Record<string, number | string> = {},
): string => {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  ).toString()
  return query ? `${key}?${query}` : key
}

/** The key and parameters of a schema's message. */
export const readValidationMessage = (
  message: string,
): { key: string; params: Record<string, string> } => {
  const query = message.indexOf('?')
  if (query < 0) return { key: message, params: {} }
  return {
    key: message.slice(0, query),
    params: Object.fromEntries(new URLSearchParams(message.slice(query + 1))),
  }
}
