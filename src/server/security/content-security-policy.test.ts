import { describe, expect, it } from 'vitest'

import {
  API_POLICY,
  cmsPanelPolicy,
  inlineScriptHashes,
  requestPagePolicy,
  staticPagePolicy,
} from './content-security-policy.mjs'

// SHA-256 of the text `alert(1)`, as `openssl dgst -sha256 -binary | base64` gives it.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, once per distinct text', () => {
    const html = '<head><script>alert(1)</script></head><body><script>alert(1)</script></body>'
    expect(inlineScriptHashes(html)).toEqual([ALERT_HASH])
  })

  it('hashes scripts with a JavaScript type or attributes, and module scripts', () => {
    const html =
      '<script id="_R_">alert(1)</script><script type="module">x()</script><script type="text/javascript">y()</script>'
    expect(inlineScriptHashes(html)).toHaveLength(3)
    expect(inlineScriptHashes(html)[0]).toBe(ALERT_HASH)
  })

  it('leaves out scripts loaded from a file and data blocks, which CSP does not hash', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{"@type":"Organization"}</script>'
    expect(inlineScriptHashes(html)).toEqual([])
  })

  it('hashes a script spanning lines exactly as written', () => {
    expect(inlineScriptHashes('<script>\nalert(1)\n</script>')).not.toContain(ALERT_HASH)
  })
})

describe('policies', () => {
  it('lets a prerendered page run only its own inline scripts, never eval, never framed', () => {
    const policy = staticPagePolicy('<script>alert(1)</script>')
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${ALERT_HASH}`)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('unsafe-eval')
  })

  it('lets a page rendered per request run its nonce and the listed fixed scripts', () => {
    const policy = requestPagePolicy('abc123', [ALERT_HASH])
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-abc123' ${ALERT_HASH}`)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })

  it('gives the CMS panel a nonce and images from the site only', () => {
    const policy = cmsPanelPolicy('n0')
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0'")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:")
  })

  it('sandboxes API responses and lets them load nothing', () => {
    expect(API_POLICY).toContain("default-src 'none'")
    expect(API_POLICY).toContain('sandbox')
  })
})
