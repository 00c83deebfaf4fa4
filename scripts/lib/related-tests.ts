import path from 'node:path'

import { compilerOptions, importsOf } from './import-graph'

/**
 * Every integration test loads the whole Payload config, and through it every collection and
 * use case: followed through the config, each test would depend on each file. The walk stops
 * there, so a test is related to what it imports itself (its helpers, the use cases and domain
 * rules it calls), which is what a change to one of them can break first.
 */
const SHARED_BY_EVERY_TEST = new Set([path.resolve('payload.config.ts')])

/**
 * The test files (of `tests`) that are changed themselves or import a changed file, directly or
 * through other files of the project, except through the Payload config.
 */
export const relatedTests = (tests: string[], changed: string[]): string[] => {
  const options = compilerOptions()
  const targets = new Set(changed.map((file) => path.resolve(file)))
  const imports = new Map<string, string[]>()
  const reaches = (test: string) => {
    const seen = new Set<string>()
    const stack = [path.resolve(test)]
    while (stack.length > 0) {
      const file = stack.pop()!
      if (seen.has(file) || SHARED_BY_EVERY_TEST.has(file)) continue
      seen.add(file)
      if (targets.has(file)) return true
      if (!imports.has(file)) imports.set(file, importsOf(file, options))
      stack.push(...imports.get(file)!)
    }
    return false
  }
  return tests.filter(reaches)
}
