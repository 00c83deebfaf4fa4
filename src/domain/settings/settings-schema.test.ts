import { describe, expect, it } from 'vitest'

import { PAYMENT_DAYS_ERROR } from '../billing/invoice-dates'
import { CANNED_REPLY_DEFAULTS } from './canned-replies'
import {
  FILE_LIMIT_ERROR,
  SLA_HOURS_ERROR,
  SLA_ORDER_ERROR,
  settingsSchema,
} from './settings-schema'

const valid = {
  slaWarnHours: 24,
  slaCriticalHours: 48,
  fileMaxMegabytes: 10,
  cannedReplies: { ...CANNED_REPLY_DEFAULTS },
  billing: {
    iban: 'CH93 0076 2011 6238 5295 7',
    vatRates: ['8.1' as const, '0' as const],
    roundToFiveCentimes: true,
    paymentTermDays: 30,
  },
}

const messages = (input: unknown) =>
  Object.fromEntries(
    (settingsSchema.safeParse(input).error?.issues ?? []).map(({ path, message }) => [
      path.join('.'),
      message,
    ]),
  )

describe('settingsSchema', () => {
  it('accepts valid settings, equal thresholds and empty optional texts', () => {
    expect(settingsSchema.safeParse(valid).success).toBe(true)
    expect(
      settingsSchema.safeParse({
        ...valid,
        slaWarnHours: 30,
        slaCriticalHours: 30,
        billing: { paymentTermDays: 0, iban: null },
      }).success,
    ).toBe(true)
  })

  it('gives message keys with their limits', () => {
    expect([SLA_HOURS_ERROR, SLA_ORDER_ERROR, FILE_LIMIT_ERROR]).toEqual([
      'slaHours',
      'slaOrder',
      'fileMegabytes?max=10',
    ])
    expect(messages({ ...valid, fileMaxMegabytes: 11 })).toEqual({
      fileMaxMegabytes: FILE_LIMIT_ERROR,
    })
  })

  it('refuses a warning above the critical threshold, negative or fractional hours', () => {
    expect(messages({ ...valid, slaWarnHours: 49 })).toEqual({ slaWarnHours: SLA_ORDER_ERROR })
    expect(messages({ ...valid, slaCriticalHours: -1 })).toMatchObject({
      slaCriticalHours: SLA_HOURS_ERROR,
    })
    expect(messages({ ...valid, slaWarnHours: 1.5 })).toMatchObject({
      slaWarnHours: SLA_HOURS_ERROR,
    })
    expect(messages({ ...valid, slaWarnHours: 'vingt' })).toMatchObject({
      slaWarnHours: SLA_HOURS_ERROR,
    })
    for (const paymentTermDays of [-1, 2.5, Number.NaN]) {
      expect(messages({ ...valid, billing: { ...valid.billing, paymentTermDays } })).toEqual({
        'billing.paymentTermDays': PAYMENT_DAYS_ERROR,
      })
    }
  })

  it('refuses an empty canned reply, an over-long one and an invalid IBAN', () => {
    expect(
      messages({
        ...valid,
        cannedReplies: {
          ...valid.cannedReplies,
          infoMissing: '   ',
          requestCompleted: 'x'.repeat(2001),
        },
        billing: { iban: 'CH00', paymentTermDays: 121 },
      }),
    ).toEqual({
      'cannedReplies.infoMissing': 'required',
      'cannedReplies.requestCompleted': 'maxChars?max=2000',
      'billing.iban': 'ibanInvalid',
      'billing.paymentTermDays': 'paymentDays?max=120',
    })
  })
})
