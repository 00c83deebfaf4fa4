import type { Resolver } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'

import { lazyResolver } from './lazy-resolver'

type Values = { name: string }
const options = { fields: {}, shouldUseNativeValidation: false }
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} })

describe('lazyResolver', () => {
  it('loads once, on the first check or preload, and answers with the loaded resolver', async () => {
    const load = vi.fn(async () => accepting)
    const { resolver, preload } = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    await preload()
    const result = await resolver({ name: 'Ana' }, undefined, options)
    await resolver({ name: 'Bo' }, undefined, options)
    expect(result).toEqual({ values: { name: 'Ana' }, errors: {} })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again at the next check after a failed download', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(accepting)
    const { resolver } = lazyResolver(load)
    await expect(resolver({ name: 'Ana' }, undefined, options)).rejects.toThrow('offline')
    await expect(resolver({ name: 'Ana' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ana' },
      errors: {},
    })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
