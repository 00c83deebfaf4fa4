import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxy } from './proxy'

describe('the CMS panel sign-in page', () => {
  it('sends staff to the product sign-in, which asks for the second factor, and back', () => {
    const response = proxy(
      new NextRequest('http://localhost:3000/cms/login?redirect=%2Fcms%2Fcollections%2Fposts'),
    )
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/login?next=%2Fcms%2Fcollections%2Fposts',
    )
  })

  it('never sends anyone to another site', () => {
    const response = proxy(
      new NextRequest('http://localhost:3000/cms/login?redirect=%2F%2Fevil.example'),
    )
    expect(response.headers.get('location')).toBe('http://localhost:3000/login?next=%2Fcms')
  })
})
