/** A namespace's messages as the locale files hold them: texts nested by key part (and lists). */
export type MessageTree = { readonly [key: string]: unknown }

/** Some namespaces' messages in one language, as `clientMessages` hands them to the browser. */
export type Messages = Readonly<Record<string, MessageTree>>

export type TranslateOptions = {
  /** Another namespace than the caller's own. */
  ns?: string
  /** false: the key is one whole text, dots included (validation messages are their French text). */
  keySeparator?: false
  nsSeparator?: false
  /** Values for the text's `{{name}}` placeholders. */
  [value: string]: unknown
}

/**
 * The text shown for a key: the translation, or the key itself when there is none, reported to
 * `onMissing` as `ns:key`.
 */
export const translateOrKey = (
  messages: Messages,
  defaultNs: string,
  key: string,
  options: TranslateOptions | undefined,
  onMissing: (key: string) => void,
) => {
  const text = translate(messages, defaultNs, key, options)
  if (text !== undefined) return text
  onMissing(`${options?.ns ?? defaultNs}:${key}`)
  return key
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/**
 * The browser's translator: a key looked up in a namespace, its `{{name}}` placeholders filled.
 * Undefined when the namespace lacks the key. The server keeps i18next (plurals, nested
 * objects); the browser's forms and portal only need this, without i18next's 15 KiB.
 */
export const translate = (
  messages: Messages,
  defaultNs: string,
  key: string,
  options: TranslateOptions = {},
): string | undefined => {
  const path = options.keySeparator === false ? [key] : key.split('.')
  let node: unknown = messages[options.ns ?? defaultNs]
  for (const part of path)
    node = node && typeof node === 'object' ? (node as MessageTree)[part] : undefined
  if (typeof node !== 'string') return undefined
  return node.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in options ? String(options[name]) : placeholder,
  )
}
