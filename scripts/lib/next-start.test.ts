import { describe, expect, it } from 'vitest'

import { nextStartArgs, nextStartEnv } from './next-start'

describe('the production server command', () => {
  it('caps the old generation and serves on the port, on the host when given', () => {
    const args = nextStartArgs(3100, { host: 'localhost' })
    expect(args[0]).toBe('--max-old-space-size=768')
    expect(args.slice(2)).toEqual(['start', '-H', 'localhost', '-p', '3100'])
    expect(nextStartArgs(3000)).not.toContain('-H')
  })

  it("keeps the caller's variables and fixes glibc's mmap threshold at 128 KiB", () => {
    const env = nextStartEnv({ NODE_ENV: 'production', PORT: '3100' })
    expect(env).toEqual({
      PORT: '3100',
      NODE_ENV: 'production',
      MALLOC_MMAP_THRESHOLD_: '131072',
    })
  })
})
