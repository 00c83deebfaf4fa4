import { describe, expect, it } from 'vitest'

import { areReminderDays, DEFAULT_REMINDER_DAYS, dueReminder } from './reminders'

const due = new Date('2026-11-01T12:00:00Z')
const after = (days: number, hours = 0) => new Date(due.getTime() + (days * 24 + hours) * 3_600_000)

describe('dueReminder', () => {
  it.each([
    [9, 0, null],
    [10, 0, 1],
    [19, 1, null],
    [20, 1, 2],
    [30, 2, 3],
    [45, 3, null],
  ])('%i days late with %i sent → %s', (days, sent, expected) => {
    expect(dueReminder({ dueDate: due, now: after(days), days: DEFAULT_REMINDER_DAYS, sent })).toBe(
      expected,
    )
  })

  it('waits for the whole day', () => {
    const days = DEFAULT_REMINDER_DAYS
    expect(dueReminder({ dueDate: due, now: after(9, 23), days, sent: 0 })).toBeNull()
  })

  it('never skips a level: an invoice found late gets the 1st, then the next after the usual gap', () => {
    const days = DEFAULT_REMINDER_DAYS
    expect(dueReminder({ dueDate: due, now: after(60), days, sent: 0 })).toBe(1)
    const first = after(60)
    expect(dueReminder({ dueDate: due, now: after(69), days, sent: 1, lastSentAt: first })).toBe(
      null,
    )
    expect(dueReminder({ dueDate: due, now: after(70), days, sent: 1, lastSentAt: first })).toBe(2)
  })
})

describe('areReminderDays', () => {
  it('accepts three growing days from 1 to 365 only', () => {
    expect(areReminderDays([10, 20, 30])).toBe(true)
    expect(areReminderDays([1, 2, 365])).toBe(true)
    expect(areReminderDays([20, 10, 30])).toBe(false)
    expect(areReminderDays([10, 10, 30])).toBe(false)
    expect(areReminderDays([0, 10, 30])).toBe(false)
    expect(areReminderDays([10, 20, 366])).toBe(false)
    expect(areReminderDays([10, 20.5, 30])).toBe(false)
    expect(areReminderDays([10, 20])).toBe(false)
    expect(areReminderDays(['10', 20, 30])).toBe(false)
  })
})
