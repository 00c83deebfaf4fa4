import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { clearDataCache } from './build-app'

describe('clearDataCache', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'))
  afterEach(() => fs.rmSync(path.join(distDir, 'cache'), { recursive: true, force: true }))

  it("removes the data cached by an earlier build and keeps the compiler's cache and the build", () => {
    const entry = path.join(distDir, 'cache', 'fetch-cache', 'abc')
    const compiled = path.join(distDir, 'cache', 'turbopack', 'db')
    for (const file of [entry, compiled]) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, 'x')
    }
    fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'build')

    clearDataCache(distDir)

    expect(fs.existsSync(path.join(distDir, 'cache', 'fetch-cache'))).toBe(false)
    expect(fs.readFileSync(compiled, 'utf8')).toBe('x')
    expect(fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8')).toBe('build')
  })

  it('does nothing where no build has run yet', () => {
    expect(() => clearDataCache(path.join(distDir, 'never-built'))).not.toThrow()
  })
})
