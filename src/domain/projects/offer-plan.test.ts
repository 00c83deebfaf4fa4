import { describe, expect, it } from 'vitest'

import { formatChf } from '../billing/money'
import { offerPlan } from './offer-plan'

describe('the plan of an approved brief', () => {
  it('is the offer’s name and its price in the one money format', () => {
    expect(offerPlan({ name: 'Plateforme Pro', price: 2499 })).toBe(
      `Plateforme Pro · ${formatChf(2499, 0)}`,
    )
  })

  it('is the name alone for an offer the home no longer prices', () => {
    expect(offerPlan({ name: 'Plateforme Pro', price: undefined })).toBe('Plateforme Pro')
  })

  it('refuses a price that is not one rather than print it', () => {
    expect(() => offerPlan({ name: 'Plateforme Pro', price: Number.NaN })).toThrow()
  })
})
