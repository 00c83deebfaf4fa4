import { describe, expect, it } from 'vitest'

import { REQUEST_LIMITS } from '@/domain/requests/request-limits'

import { MESSAGE_MAX_LENGTH, messageSchema } from './message-schema'

const messages = (input: unknown) =>
  Object.fromEntries(
    messageSchema
      .safeParse(input)
      .error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? [],
  )

describe('messageSchema', () => {
  it('takes a request’s id, the text trimmed and the send key', () => {
    expect(messageSchema.parse({ request: '4', body: ' Merci ', key: 'abcd-1234' })).toEqual({
      request: 4,
      body: 'Merci',
      key: 'abcd-1234',
    })
  })

  it('is as long as a change request’s description', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(REQUEST_LIMITS.changeDescription.max)
  })

  it('gives each field its message key, a missing value too', () => {
    expect(messages({ request: '0', body: 'x'.repeat(5001), key: 'short' })).toEqual({
      request: 'requestNotFound',
      body: 'maxChars?max=5000',
      key: 'requestInvalid',
    })
    expect(messages({ request: 1, body: ' ', key: 'abcd-1234' })).toEqual({ body: 'required' })
    expect(messages({})).toEqual({
      request: 'requestNotFound',
      body: 'required',
      key: 'requestInvalid',
    })
  })
})
