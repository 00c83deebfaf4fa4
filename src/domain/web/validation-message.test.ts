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

  it('a French text (forms not moved to keys) is its own key, apostrophes and spaces kept', () => {
    expect(readValidationMessage("Nom de l'entreprise requis")).toEqual({
      key: "Nom de l'entreprise requis",
      params: {},
    })
    expect(readValidationMessage('')).toEqual({ key: '', params: {} })
  })
})
