import { describe, expect, it } from 'vitest'

import {
  DELIVERABLE_NOTE_MAX,
  DELIVERABLE_TITLE_MAX,
  deliverableUploadSchema,
} from './deliverable-schema'

type Issue = { path: PropertyKey[]; message: string; errors?: Issue[][] }

/**
 * Each refused field's message key, per branch when no branch fits (a new deliverable, a new
 * version); zod gives one branch's alone when the input is clearly of that branch.
 */
const messages = (input: unknown) => {
  const issues: Issue[] = deliverableUploadSchema.safeParse(input).error?.issues ?? []
  const branches = issues[0]?.errors ?? [issues]
  return branches.map((branch) =>
    Object.fromEntries(branch.map(({ path, message }) => [path.join('.'), message])),
  )
}

describe('deliverableUploadSchema', () => {
  it('takes a new deliverable with its title, or a new version of one', () => {
    expect(deliverableUploadSchema.parse({ project: '3', title: ' Logo ' })).toEqual({
      project: 3,
      title: 'Logo',
    })
    expect(deliverableUploadSchema.parse({ deliverable: '8' })).toEqual({ deliverable: 8 })
  })

  it('gives each branch’s message keys with their limits', () => {
    expect(
      messages({
        project: 'x',
        title: 't'.repeat(DELIVERABLE_TITLE_MAX + 1),
        note: 'n'.repeat(DELIVERABLE_NOTE_MAX + 1),
      }),
    ).toEqual([
      { deliverable: 'fileNotFound' },
      { project: 'projectNotFound', title: 'maxChars?max=200', note: 'maxChars?max=2000' },
    ])
    expect(messages({ project: 3, title: '  ' })).toEqual([{ title: 'required' }])
    expect(messages({ project: 3 })).toEqual([
      { deliverable: 'fileNotFound' },
      { title: 'required' },
    ])
  })
})
