import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'

import { briefSchema } from '../submissions/brief-schema'
import { schemaField } from './schema-field'

describe('schemaField', () => {
  const schema = z.object({ email: z.string(), language: z.string() })

  it('names a field the schema has', () => {
    expect(schemaField(schema, 'email')).toBe('email')
    expect(schemaField(briefSchema, 'likedSites')).toBe('likedSites')
    expect(schemaField(briefSchema, 'language')).toBe('language')
  })

  it('refuses an unknown, inherited or non-text name', () => {
    expect(schemaField(schema, 'password')).toBeUndefined()
    expect(schemaField(schema, 'toString')).toBeUndefined()
    expect(schemaField(schema, '')).toBeUndefined()
    expect(schemaField(schema, 42)).toBeUndefined()
    expect(schemaField(schema, null)).toBeUndefined()
  })
})
