import { describe, expect, it } from 'vitest'

import {
  allowedOrigins,
  checkOrigin,
  originRefusalLog,
  originRefusalMessage,
  parseOrigins,
} from './allowed-origins'

describe('allowedOrigins', () => {
  it('accepts every loopback name on PORT when SERVER_URL is unset', () => {
    expect(allowedOrigins({ serverUrl: undefined, port: 4000, extraOrigins: [] })).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ])
  })

  it('accepts only SERVER_URL’s origin when it is set, plus the extra ones', () => {
    const allowed = allowedOrigins({
      serverUrl: 'https://studio.example.ch/',
      port: 3000,
      extraOrigins: ['https://www.studio.example.ch', 'https://studio.example.ch'],
    })
    expect(allowed).toEqual(['https://studio.example.ch', 'https://www.studio.example.ch'])
  })

  it('adds the extra origins to the loopback names too', () => {
    const allowed = allowedOrigins({
      serverUrl: undefined,
      port: 3000,
      extraOrigins: ['http://192.168.1.20:3000'],
    })
    expect(allowed).toContain('http://127.0.0.1:3000')
    expect(allowed).toContain('http://192.168.1.20:3000')
  })
})

describe('parseOrigins', () => {
  it('reads a comma-separated list, trimmed, trailing slashes and blanks ignored', () => {
    expect(
      parseOrigins('EXTRA_ORIGINS', ' https://a.example.ch/ ,, http://b.example.ch:8080'),
    ).toEqual(['https://a.example.ch', 'http://b.example.ch:8080'])
    expect(parseOrigins('EXTRA_ORIGINS', undefined)).toEqual([])
  })

  it('refuses what is not an http(s) origin, naming the variable', () => {
    for (const bad of ['studio.example.ch', 'ftp://a.example.ch', 'https://a.example.ch/app']) {
      expect(() => parseOrigins('EXTRA_ORIGINS', bad)).toThrow(/^EXTRA_ORIGINS: ".+" is not an/)
    }
  })
})

describe('checkOrigin', () => {
  const allowed = ['http://localhost:3000', 'http://127.0.0.1:3000']

  it('lets a mutation from a listed origin through', () => {
    expect(checkOrigin('POST', 'http://127.0.0.1:3000', allowed)).toEqual({ allowed: true })
  })

  it('refuses every mutating method from an unlisted origin, "null" included', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(checkOrigin(method, 'http://evil.example', allowed)).toEqual({
        allowed: false,
        origin: 'http://evil.example',
      })
    }
    expect(checkOrigin('POST', 'null', allowed).allowed).toBe(false)
    // Another port of the same host is another origin.
    expect(checkOrigin('POST', 'http://localhost:3001', allowed).allowed).toBe(false)
  })

  it('never refuses a read, nor a request without Origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(checkOrigin(method, 'http://evil.example', allowed)).toEqual({ allowed: true })
    }
    expect(checkOrigin('POST', null, allowed)).toEqual({ allowed: true })
  })
})

describe('the refusal', () => {
  it('tells the browser the origin and the variable that accepts it', () => {
    expect(originRefusalMessage('http://evil.example')).toBe(
      'Origine non autorisée : http://evil.example. Ouvrez le site à son adresse, ou ajoutez cette origine à EXTRA_ORIGINS.',
    )
  })

  it('logs the request, the origin, the allowed ones and what to set', () => {
    const line = originRefusalLog(
      { method: 'POST', path: '/api/users/login', origin: 'http://evil.example' },
      ['http://localhost:3000'],
    )
    expect(line).toBe(
      'Refused POST /api/users/login from origin http://evil.example: allowed are ' +
        'http://localhost:3000. To accept it, set SERVER_URL to it or add it to EXTRA_ORIGINS ' +
        '(comma-separated).',
    )
  })
})
