import { describe, expect, it } from 'vitest'

import { describeDevice } from './user-agent'

describe('describeDevice', () => {
  it('names the browser and the system', () => {
    const firefox =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'
    expect(describeDevice(firefox)).toBe('Firefox 128 · Windows 10')
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
    expect(describeDevice(iphone)).toBe('Mobile Safari 17 · iOS 17.5 · iPhone')
  })

  it('says nothing of an empty or unknown agent', () => {
    expect(describeDevice('')).toBeNull()
    expect(describeDevice(undefined)).toBeNull()
    expect(describeDevice('x')).toBeNull()
  })
})
