/** The support table shows a request's description cut at 50 characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 50

export const previewDescription = (text: string): string => {
  const characters = Array.from(text.trim())
  return characters.length <= DESCRIPTION_PREVIEW_LENGTH
    ? characters.join('')
    : `${characters.slice(0, DESCRIPTION_PREVIEW_LENGTH).join('').trimEnd()}…`
}

/**
 * The client's chat link opened with a canned reply typed in: the reply for a finished request
 * when it is done, the acknowledgement otherwise. Null when the client has no chat link.
 */
export const whatsappReplyLink = (chatLink: string | null | undefined, reply: string) => {
  if (!chatLink) return null
  try {
    const url = new URL(chatLink)
    url.searchParams.set('text', reply)
    return url.toString()
  } catch {
    return null
  }
}
