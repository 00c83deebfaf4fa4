import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { withoutDocumentLocks } from './without-document-locks'

const payloadWith = (lockDocuments: unknown) =>
  ({ collections: { forms: { config: { lockDocuments } } } }) as unknown as Payload

describe('seeded writes without document locks', () => {
  it('turns the locks off during the write only', async () => {
    const payload = payloadWith(undefined)
    const seen = await withoutDocumentLocks(payload, ['forms'], async () =>
      Promise.resolve(payload.collections.forms.config.lockDocuments),
    )
    expect(seen).toBe(false)
    expect(payload.collections.forms.config.lockDocuments).toBeUndefined()
  })

  it('puts them back when the write fails', async () => {
    const payload = payloadWith({ duration: 600 })
    await expect(
      withoutDocumentLocks(payload, ['forms'], () => Promise.reject(new Error('refusé'))),
    ).rejects.toThrow('refusé')
    expect(payload.collections.forms.config.lockDocuments).toEqual({ duration: 600 })
  })
})
