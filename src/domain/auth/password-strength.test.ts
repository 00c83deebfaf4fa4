import { describe, expect, it } from 'vitest'

import { loadPasswordEstimator } from './password-strength'

describe('password strength (zxcvbn-ts, minimum score 3)', () => {
  it('refuses common and guessable passwords, symbols or not', async () => {
    const fr = await loadPasswordEstimator('fr')
    for (const weak of ['password', 'motdepasse', 'azerty123', 'Password1!', 'abcdefgh']) {
      expect(fr(weak).strong, weak).toBe(false)
    }
  })

  it('refuses a password made of the account’s own name', async () => {
    const fr = await loadPasswordEstimator('fr')
    expect(fr('camilledupont', ['camille', 'dupont'])).toEqual({
      strong: false,
      reason: 'Le mot de passe ne doit pas comporter de données personnelles ou liées au site.',
    })
  })

  it('gives its reason in the chosen language', async () => {
    const fr = await loadPasswordEstimator('fr')
    const en = await loadPasswordEstimator('en')
    expect(fr('azerty')).toEqual({
      strong: false,
      reason: 'Ce mot de passe est couramment utilisé.',
    })
    expect(en('azerty')).toEqual({ strong: false, reason: 'This is a commonly used password.' })
  })

  it('accepts a long passphrase without any symbol or capital', async () => {
    const fr = await loadPasswordEstimator('fr')
    expect(fr('girafe velo nuage tambour').strong).toBe(true)
    expect(fr('Vq7#pLm2!xRt9').strong).toBe(true)
  })
})
