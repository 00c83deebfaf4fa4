import { describe, expect, it } from 'vitest'

import { changeRequestSchema } from './request-schema'

const messages = (input: unknown) =>
  changeRequestSchema.safeParse(input).error?.issues.map(({ path, message }) => [path[0], message])

describe('changeRequestSchema', () => {
  it('requires the page and the description, blanks included', () => {
    expect(messages({ project: 1, pageConcerned: '', changeDescription: '   ' })).toEqual([
      ['pageConcerned', 'required'],
      ['changeDescription', 'required'],
    ])
  })

  it('bounds both texts and refuses a project that is not an id', () => {
    expect(
      messages({
        project: 'abc',
        pageConcerned: 'x'.repeat(201),
        changeDescription: 'y'.repeat(5001),
      }),
    ).toEqual([
      ['project', 'projectNotFound'],
      ['pageConcerned', 'maxChars?max=200'],
      ['changeDescription', 'maxChars?max=5000'],
    ])
  })

  it('gives a missing text the message of an empty one', () => {
    expect(messages({ project: 1 })).toEqual([
      ['pageConcerned', 'required'],
      ['changeDescription', 'required'],
    ])
  })

  it('keeps the text as typed, trimmed', () => {
    expect(
      changeRequestSchema.parse({
        project: '7',
        pageConcerned: ' Accueil ',
        changeDescription: '<b>Nouveau</b> logo',
      }),
    ).toEqual({ project: 7, pageConcerned: 'Accueil', changeDescription: '<b>Nouveau</b> logo' })
  })
})
