import { describe, expect, it } from 'vitest'

import {
  CLIENT_KINDS,
  isEmailChoice,
  NOTIFICATION_KINDS,
  NOTIFICATION_SUBJECT_MAX,
  shortSubject,
  STUDIO_KINDS,
  wantsEmail,
} from './kinds'

describe('notification kinds', () => {
  it('gives every kind to exactly one side', () => {
    expect([...CLIENT_KINDS, ...STUDIO_KINDS].sort()).toEqual([...NOTIFICATION_KINDS].sort())
  })

  it('mails by default, keeps a kind in the app when chosen, and never offers the invoice', () => {
    expect(wantsEmail({}, 'updatePosted')).toBe(true)
    expect(wantsEmail(null, 'requestDone')).toBe(true)
    expect(wantsEmail({ notificationsInAppOnly: ['updatePosted'] }, 'updatePosted')).toBe(false)
    expect(wantsEmail({ notificationsInAppOnly: ['updatePosted'] }, 'requestStarted')).toBe(true)
    // The invoice's own mail is the invoice itself: it is no notification to turn off.
    expect(isEmailChoice('invoiceIssued')).toBe(false)
    expect(wantsEmail({}, 'invoiceIssued')).toBe(false)
  })

  it('keeps a subject to one short line', () => {
    expect(shortSubject('  Maquettes\n\nprêtes  ')).toBe('Maquettes prêtes')
    const long = shortSubject('a'.repeat(500))
    expect(long).toHaveLength(NOTIFICATION_SUBJECT_MAX)
    expect(long.endsWith('…')).toBe(true)
  })
})
