import type { PayloadRequest } from 'payload'

/**
 * A multipart body, counted as it arrives: a body sent without its length (chunked) is cut off
 * at the cap too, instead of being read whole into memory. 'too-large' past the cap, null when it
 * is not a form.
 */
export const readForm = async (
  req: PayloadRequest,
  maxBytes: number,
): Promise<FormData | 'too-large' | null> => {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return 'too-large'
  if (!req.body) return null
  let received = 0
  const counted = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        if (received > maxBytes) controller.error(new Error('body over the cap'))
        else controller.enqueue(chunk)
      },
    }),
  )
  const headers = { 'content-type': req.headers.get('content-type') ?? '' }
  try {
    return await new Response(counted, { headers }).formData()
  } catch {
    return received > maxBytes ? 'too-large' : null
  }
}
