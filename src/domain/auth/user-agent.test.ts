import { describe, expect, it } from 'vitest'

import { describeDevice } from './user-agent'

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      { browser: 'Chrome', system: 'Linux' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Safari', system: 'iOS' },
    ],
    // Only the system known: kept, the page shows it alone.
    ['Playwright/1.57.0 (x64; debian 12) node/20.19', { browser: null, system: 'debian' }],
  ])('names the browser and the system of %j, without versions', (agent, device) => {
    expect(describeDevice(agent)).toEqual(device)
  })

  it.each(['', '   ', undefined, null, 'x', 'curl/8.0'])(
    'says nothing of the empty, absent or unknown agent %j',
    (agent) => {
      expect(describeDevice(agent)).toBeNull()
    },
  )
})
