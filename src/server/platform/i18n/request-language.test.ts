import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { briefSchema } from '@/domain/submissions/brief-schema'

import { apiT, requestLanguage, validationT } from './request-language'

const request = (language?: string) => ({ i18n: { language } }) as unknown as PayloadRequest

/** Each refused field's message as the endpoint answers it in `language`. */
const answered = (input: unknown, language?: string) => {
  const t = validationT(request(language))
  return Object.fromEntries(
    briefSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), t(i.message)]) ?? [],
  )
}

describe('the request’s language', () => {
  it('is French when the request asked for neither language', () => {
    expect(requestLanguage(request())).toBe('fr')
    expect(requestLanguage(request('de'))).toBe('fr')
    expect(requestLanguage(request('en'))).toBe('en')
  })

  it('gives the brief’s messages in the spec’s French texts, unchanged', () => {
    expect(answered({})).toEqual({
      firstName: 'Prénom requis',
      lastName: 'Nom requis',
      companyName: "Nom de l'entreprise requis",
      email: 'Email invalide',
      phone: 'Numéro invalide',
      projectType: 'Type de projet requis',
      businessDescription: 'Minimum 100 caractères requis',
      briefConfirmed: 'Confirmation requise',
    })
    expect(answered({ businessDescription: 'x'.repeat(5001) }, 'fr')).toMatchObject({
      businessDescription: 'Maximum 5000 caractères',
    })
  })

  it('gives them in English to an English request, the limits filled in', () => {
    expect(answered({ firstName: 'x'.repeat(101), likedSites: 'x'.repeat(2001) }, 'en')).toEqual({
      firstName: 'At most 100 characters',
      lastName: 'Last name required',
      companyName: 'Company name required',
      email: 'Invalid email',
      phone: 'Invalid number',
      projectType: 'Project type required',
      businessDescription: 'At least 100 characters required',
      likedSites: 'At most 2000 characters',
      briefConfirmed: 'Confirmation required',
    })
  })

  it('translates a key alone, and French without a request (a Local API call)', () => {
    expect(validationT(request('en'))('requestInvalid')).toBe('Invalid request')
    expect(validationT(undefined)('minChars?min=6')).toBe('Minimum 6 caractères')
    expect(apiT(request('en'))('refusedRequest')).toBe('Request refused')
  })
})
