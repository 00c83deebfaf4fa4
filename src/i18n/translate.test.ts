import { describe, expect, it } from 'vitest'

import { resources } from './resources'
import { translate } from './translate'
import { clientMessages } from './translator'
import { VALIDATION_KEY_OPTIONS } from './validation-keys'

const messages = {
  brief: {
    files: { remove: 'Retirer {{name}}', pair: '{{a}} et {{ a }}, pas {{b}}' },
    list: ['x'],
  },
  validation: { 'Email invalide. Réessayez.': 'Invalid email. Try again.' },
}

describe('the browser’s translate', () => {
  it('finds a nested key in the caller’s namespace and fills its placeholders', () => {
    expect(translate(messages, 'brief', 'files.remove', { name: 'a.pdf' })).toBe('Retirer a.pdf')
    expect(translate(messages, 'brief', 'files.pair', { a: 1 })).toBe('1 et 1, pas {{b}}')
  })

  it('reads another namespace, with a whole text as its key', () => {
    expect(translate(messages, 'brief', 'Email invalide. Réessayez.', VALIDATION_KEY_OPTIONS)).toBe(
      'Invalid email. Try again.',
    )
    // With the separator on, the dots would cut the French text into parts.
    expect(translate(messages, 'validation', 'Email invalide. Réessayez.')).toBeUndefined()
  })

  it('has nothing for a missing key, a missing namespace, a branch or a list', () => {
    expect(translate(messages, 'brief', 'files.nothing')).toBeUndefined()
    expect(translate(messages, 'portal', 'nav.dashboard')).toBeUndefined()
    expect(translate(messages, 'brief', 'files')).toBeUndefined()
    expect(translate(messages, 'brief', 'list')).toBeUndefined()
    expect(translate(messages, 'brief', 'files.remove.deeper')).toBeUndefined()
    expect(translate(messages, 'brief', '')).toBeUndefined()
  })

  it('gives what i18next gives on the server for every text of the client namespaces', () => {
    for (const lang of ['fr', 'en'] as const) {
      const client = clientMessages(lang, ['brief', 'auth', 'portal', 'pages'])
      expect(translate(client, 'brief', 'counter', { count: 42 })).toBe(
        resources[lang].brief.counter.replace('{{count}}', '42'),
      )
      expect(translate(client, 'auth', 'login.title')).toBe(resources[lang].auth.login.title)
    }
  })
})
