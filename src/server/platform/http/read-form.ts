import type { PayloadRequest } from 'payload'

/**
 * A multipart body, counted as it arrives: a body sent without its length (chunked) is cut off
 * at `maxBytes` too, instead of being read whole into memory. 'too-large' past the cap, null when
 * it is not a form.
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

/** The form's text fields, as one object (files left out). */
export const textFieldsOf = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === 'string'),
  ) as Record<string, string>

/** The form's files under `name`, with their bytes. */
export const filesOf = async (form: FormData, name: string) =>
  Promise.all(
    form
      .getAll(name)
      .filter((value): value is File => typeof value !== 'string')
      .map(async (file) => ({
        name: file.name,
        data: Buffer.from(await file.arrayBuffer()),
        mimetype: file.type || 'application/octet-stream',
        size: file.size,
      })),
  )
