import type { FieldAccessArgs } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminOrSelfField } from './rules'

const write = (user: { id: number; role: string } | null, id: number | undefined) =>
  adminOrSelfField({ id, req: { user } } as unknown as FieldAccessArgs)

describe('adminOrSelfField', () => {
  it('lets an account write the field on its own row, whatever its role', () => {
    for (const role of ['client', 'editor', 'admin']) expect(write({ id: 7, role }, 7)).toBe(true)
  })

  it('lets only an admin write it on another row', () => {
    expect(write({ id: 7, role: 'admin' }, 8)).toBe(true)
    expect(write({ id: 7, role: 'client' }, 8)).toBe(false)
    expect(write({ id: 7, role: 'editor' }, 8)).toBe(false)
  })

  it('refuses a visitor, and a write that names no row', () => {
    expect(write(null, 7)).toBe(false)
    expect(write({ id: 7, role: 'client' }, undefined)).toBe(false)
  })
})
