import { isSCORReferenceValid } from 'swissqrbill/utils'
import { describe, expect, it } from 'vitest'

import { isBillingComplete, isBillingIban, qrBillData, type StudioBilling } from './qr-bill'

const BILLING: StudioBilling = {
  name: 'Studio',
  street: 'Rue du Rhône',
  buildingNumber: '1',
  postalCode: '1204',
  city: 'Genève',
  country: 'CH',
  iban: 'CH93 0076 2011 6238 5295 7',
}

describe('isBillingIban', () => {
  it('accepts Swiss and Liechtenstein IBANs, with or without spaces', () => {
    expect(isBillingIban('CH93 0076 2011 6238 5295 7')).toBe(true)
    expect(isBillingIban('ch9300762011623852957')).toBe(true)
    expect(isBillingIban('LI21 0881 0000 2324 013A A')).toBe(false)
    expect(isBillingIban('LI0308800000022875748')).toBe(true)
  })

  it('refuses a wrong check digit, a foreign IBAN, garbage and empty text', () => {
    expect(isBillingIban('CH94 0076 2011 6238 5295 7')).toBe(false)
    expect(isBillingIban('DE89 3704 0044 0532 0130 00')).toBe(false)
    expect(isBillingIban('not an iban')).toBe(false)
    expect(isBillingIban('')).toBe(false)
  })
})

describe('isBillingComplete', () => {
  it('needs name, street, postal code, city, country and a valid IBAN', () => {
    expect(isBillingComplete(BILLING)).toBe(true)
    expect(isBillingComplete({ ...BILLING, buildingNumber: null })).toBe(true)
    expect(isBillingComplete(null)).toBe(false)
    expect(isBillingComplete({ ...BILLING, name: '  ' })).toBe(false)
    expect(isBillingComplete({ ...BILLING, city: null })).toBe(false)
    expect(isBillingComplete({ ...BILLING, iban: 'CH00 0000' })).toBe(false)
    expect(isBillingComplete({ ...BILLING, country: 'FR' })).toBe(false)
  })
})

describe('qrBillData', () => {
  it('makes the studio the creditor of the invoice amount in CHF', () => {
    const data = qrBillData(
      BILLING,
      { id: 1, invoiceNumber: 'F-1', amount: 1495.5 },
      'Facture F-1 '.repeat(20),
    )
    expect(data).toMatchObject({
      currency: 'CHF',
      amount: 1495.5,
      creditor: {
        account: 'CH9300762011623852957',
        name: 'Studio',
        address: 'Rue du Rhône',
        buildingNumber: '1',
        zip: '1204',
        city: 'Genève',
        country: 'CH',
      },
    })
    expect(data.message).toHaveLength(140)
    expect(isSCORReferenceValid(data.reference ?? '')).toBe(true)
  })
})
