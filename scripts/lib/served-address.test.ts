import { describe, expect, it } from 'vitest'

import { pickAddress, readyMessage } from './served-address'

describe('pickAddress', () => {
  const recorded = { pid: 41, url: 'http://localhost:4000' }

  it('takes the address a running `npm start` recorded', () => {
    expect(pickAddress(recorded, (pid) => pid === 41, 'http://localhost:3000')).toBe(
      'http://localhost:4000',
    )
  })

  it('falls back to this process’s settings when none runs or its record is stale', () => {
    expect(pickAddress(undefined, () => true, 'http://localhost:3000')).toBe(
      'http://localhost:3000',
    )
    expect(pickAddress(recorded, () => false, 'https://studio.example.ch')).toBe(
      'https://studio.example.ch',
    )
  })
})

it('the ready message names the address and the first-admin command', () => {
  const message = readyMessage('http://localhost:4000')
  expect(message).toContain('open http://localhost:4000')
  expect(message).toContain('npm run create-admin -- you@example.com')
})
