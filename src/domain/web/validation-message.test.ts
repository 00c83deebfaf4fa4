import { describe, expect, it } from 'vitest'

import { readValidationMessage, validationMessage } from './validation-message'

describe('validation messages as keys with parameters', () => {
  it('reads back the key and the parameters it was given', () => {
    const message = validationMessage('maxChars', { max: 5000 })
    expect(message).toBe('maxChars?max=5000')
    expect(readValidationMessage(message)).toEqual({ key: 'maxChars', params: { max: '5000' } })
  })

  it('a message without parameters is its key alone', () => {
    expect(validationMessage('phoneInvalid')).toBe('phoneInvalid')
    expect(readValidationMessage('phoneInvalid')).toEqual({ key: 'phoneInvalid', params: {} })
  })

  it('reads several parameters, and an empty message as an empty key', () => {
    const message = validationMessage('between', { min: 1, max: 10 })
    expect(message).toBe('between?min=1&max=10')
    expect(readValidationMessage(message)).toEqual({
      key: 'between',
      params: { min: '1', max: '10' },
    })
    expect(readValidationMessage('')).toEqual({ key: '', params: {} })
  })
})
