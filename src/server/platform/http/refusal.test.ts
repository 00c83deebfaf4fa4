import { describe, expect, it } from 'vitest'

import { CAMT_ERRORS } from '@/domain/billing/camt-errors'
import { getT } from '@/i18n/translator'

import { Refusal } from './refusal'

describe('a refusal', () => {
  it('is answered with its status and its text in the language of the given t', async () => {
    const refusal = new Refusal(409, 'invoice.alreadyPaid')
    const french = refusal.answer(getT('fr', 'api'))
    expect(french.status).toBe(409)
    expect(await french.json()).toEqual({ message: 'Cette facture est déjà payée.' })
    const english = refusal.answer(getT('en', 'api'))
    expect(await english.json()).toEqual({ message: 'This invoice is already paid.' })
  })

  it('takes a domain message with its parameters', async () => {
    const refusal = Refusal.of(400, CAMT_ERRORS.currency('EUR'))
    expect(refusal).toMatchObject({ status: 400, key: 'bankImport.currency' })
    expect(refusal.params).toEqual({ currency: 'EUR' })
    expect(await refusal.answer(getT('en', 'api')).json()).toEqual({
      message:
        'This statement contains amounts in EUR: only payments in CHF are imported. Nothing was imported.',
    })
  })
})
