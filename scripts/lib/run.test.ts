import { describe, expect, it } from 'vitest'

import { ChildExitError, runNode } from './run'

describe('runNode', () => {
  it('resolves when the child exits 0', async () => {
    await expect(runNode('-e', ['process.exit(0)'], { stdio: 'ignore' })).resolves.toBeUndefined()
  })

  it('rejects with the child’s exit code, which migrate reads to tell a loader deadlock (13)', async () => {
    const failure = await runNode('-e', ['process.exit(13)'], { stdio: 'ignore' }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(ChildExitError)
    expect((failure as ChildExitError).exitCode).toBe(13)
    expect((failure as Error).message).toMatch(/exited with 13$/)
  })
})
