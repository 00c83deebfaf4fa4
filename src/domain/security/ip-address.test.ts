import { describe, expect, it } from 'vitest'

import { readableAddress } from './ip-address'

describe('readableAddress', () => {
  it.each([
    // IPv4-mapped, in each of its spellings
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:192.0.2.10', '192.0.2.10'],
    ['::ffff:c000:20a', '192.0.2.10'],
    ['0:0:0:0:0:ffff:c000:20a', '192.0.2.10'],
    // IPv4 as it is, IPv6 in its short form
    ['192.0.2.10', '192.0.2.10'],
    [' 192.0.2.10 ', '192.0.2.10'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['::1', '::1'],
  ])('writes %j as %j', (stored, shown) => {
    expect(readableAddress(stored)).toBe(shown)
  })

  it.each([
    'unknown',
    '',
    null,
    undefined,
    '999.1.1.1',
    // Loose IPv4 spellings that some parsers accept are not what a proxy writes.
    '0x7f000001',
    '1',
    '192.0.2.10, 198.51.100.1',
  ])('shows no address for %j', (stored) => {
    expect(readableAddress(stored)).toBeNull()
  })
})
