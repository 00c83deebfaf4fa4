/** A piece of a message: plain text, or a web address shown as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

const LINK = /https?:\/\/[^\s<>"']+/gi
/** Punctuation that ends a sentence rather than the address ("see https://a.ch."). */
const TRAILING = /[.,;:!?)\]]+$/

/**
 * A message cut into text and links. Only http(s) addresses become links (never `javascript:`);
 * everything else stays text, which React escapes, so HTML in a message shows as typed.
 */
export const splitLinks = (message: string): TextPart[] => {
  const parts: TextPart[] = []
  let last = 0
  for (const match of message.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '')
    const start = match.index
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) })
    parts.push({ kind: 'link', text: href, href })
    last = start + href.length
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) })
  return parts
}
