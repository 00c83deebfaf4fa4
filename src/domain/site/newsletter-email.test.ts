import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { isNewsletterEmail, normalizeNewsletterEmail } from './newsletter-email'

describe('newsletter e-mail rule', () => {
  it('accepts ordinary addresses and refuses broken ones', () => {
    expect(isNewsletterEmail('anna.muster+news@studio.example.ch')).toBe(true)
    for (const bad of ['', 'x', 'pas-un-email', 'a@b', 'a@b.c', '.a@b.ch', 'a..b@c.ch', 'a b@c.ch'])
      expect(isNewsletterEmail(bad), bad).toBe(false)
  })

  it('refuses an address longer than 254 characters', () => {
    const local = 'a'.repeat(64)
    const atLimit = `${local}@${'b'.repeat(254 - local.length - '@.com'.length)}.com`
    expect(atLimit).toHaveLength(254)
    expect(isNewsletterEmail(atLimit)).toBe(true)
    expect(isNewsletterEmail(`a${atLimit}`)).toBe(false)
  })

  it('agrees with zod on the addresses above, so the rule did not change', () => {
    for (const email of ['anna@studio.ch', "o'brien@x.io", 'a..b@c.ch', '.a@b.ch', 'a@b.c', 'x'])
      expect(isNewsletterEmail(email), email).toBe(z.email().safeParse(email).success)
  })

  it('normalises like the stored value', () => {
    expect(normalizeNewsletterEmail('  Anna@Studio.CH ')).toBe('anna@studio.ch')
  })
})
