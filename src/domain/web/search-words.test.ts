import { describe, expect, it } from 'vitest'

import { likeSearchWords, searchWords } from './search-words'

describe('search words', () => {
  it('are the first five words typed, without blanks', () => {
    expect(searchWords('  Inès   Martin ')).toEqual(['Inès', 'Martin'])
    expect(searchWords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(searchWords('   ')).toEqual([])
  })

  it('match LIKE wildcards and the escape character as themselves', () => {
    expect(likeSearchWords('50% a_b \\ plain')).toEqual(['50\\%', 'a\\_b', '\\\\', 'plain'])
  })
})
