import { describe, expect, it } from 'vitest'

import {
  ERASE_MS,
  initialTypewriter,
  nextTypewriter,
  PAUSE_MS,
  TYPE_MS,
  visibleText,
} from './typewriter'

const run = (phrases: string[], steps: number) => {
  let state = initialTypewriter(phrases)
  const frames: { text: string; delay: number }[] = []
  for (let step = 0; step < steps; step += 1) {
    const next = nextTypewriter(state, phrases)
    state = next.state
    frames.push({ text: visibleText(state, phrases), delay: next.delay })
  }
  return frames
}

describe('typewriter', () => {
  it('starts with the first phrase whole', () => {
    expect(visibleText(initialTypewriter(['SaaS', 'IA']), ['SaaS', 'IA'])).toBe('SaaS')
  })

  it('waits 2 s, erases at 50 ms, types the next at 100 ms, and cycles', () => {
    expect(run(['ab', 'xyz'], 12)).toEqual([
      { text: 'a', delay: PAUSE_MS },
      { text: '', delay: ERASE_MS },
      { text: 'x', delay: TYPE_MS },
      { text: 'xy', delay: TYPE_MS },
      { text: 'xyz', delay: TYPE_MS },
      { text: 'xy', delay: PAUSE_MS },
      { text: 'x', delay: ERASE_MS },
      { text: '', delay: ERASE_MS },
      { text: 'a', delay: TYPE_MS },
      { text: 'ab', delay: TYPE_MS },
      { text: 'a', delay: PAUSE_MS },
      { text: '', delay: ERASE_MS },
    ])
  })
})
