import { describe, expect, it } from 'vitest'

import { runTool } from './backup-process'

describe('runTool', () => {
  it("returns a tool's output, its standard input empty when none is given", async () => {
    // `cat` waits for the end of its input: with none given it gets it at once.
    await expect(runTool('cat', [])).resolves.toBe('')
    await expect(runTool('cat', [], { input: 'a\0b' })).resolves.toBe('a\0b')
  })

  it('survives a tool that exits without reading, and fails a run whose input was not read', async () => {
    // `true` exits at once: 8 MB cannot fit in the pipe, so the write meets a closed pipe (EPIPE),
    // which must fail the run, not crash the process.
    await expect(runTool('true', [], { input: 'x'.repeat(8 * 1024 * 1024) })).rejects.toThrow(
      /^true failed: input not read \(.*EPIPE/,
    )
    await expect(runTool('true', [])).resolves.toBe('')
  })

  it("fails with the tool's own message", async () => {
    await expect(runTool('tar', ['--extract', '--file=/nonexistent.tar'])).rejects.toThrow(
      /^tar failed: .*nonexistent/,
    )
  })
})
