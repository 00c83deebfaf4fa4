import { describe, expect, it } from 'vitest'

import {
  API_POLICY,
  cmsPanelPolicy,
  createNonce,
  DRAFT_PREVIEW_POLICY,
  requestPagePolicy,
  STATIC_PAGE_POLICY,
} from './content-security-policy'

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('policies', () => {
  it("lets a prerendered page run its inline scripts and the site's files, never eval, never framed", () => {
    expect(directive(STATIC_PAGE_POLICY, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
    expect(directive(STATIC_PAGE_POLICY, 'connect-src')).toBe("connect-src 'self'")
    expect(STATIC_PAGE_POLICY).toContain("frame-ancestors 'none'")
    expect(STATIC_PAGE_POLICY).toContain("object-src 'none'")
    expect(STATIC_PAGE_POLICY).not.toContain('unsafe-eval')
  })

  it('lets only the same origin frame a draft (the CMS panel’s live preview), nothing else changed', () => {
    expect(directive(DRAFT_PREVIEW_POLICY, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(DRAFT_PREVIEW_POLICY.replace("frame-ancestors 'self'", "frame-ancestors 'none'")).toBe(
      STATIC_PAGE_POLICY,
    )
  })

  it('lets a page rendered per request run only the scripts that carry its nonce', () => {
    const policy = requestPagePolicy('abc123')
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc123'")
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline')
  })

  it('gives the CMS panel a nonce and no image from another origin', () => {
    const policy = cmsPanelPolicy('n0')
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0'")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:")
  })

  it('makes a new 128-bit nonce each time', () => {
    const nonce = createNonce()
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    expect(createNonce()).not.toBe(nonce)
  })

  it('sandboxes API responses and lets them load nothing', () => {
    expect(API_POLICY).toContain("default-src 'none'")
    expect(API_POLICY).toContain('sandbox')
  })
})
