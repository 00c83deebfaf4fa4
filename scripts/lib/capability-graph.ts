import path from 'node:path'

/** An import between two of the project's files, as paths relative to the project's root. */
export type Arrow = { from: string; to: string }

const SERVER = 'src/server/'
export const PLATFORM = 'platform'

/** The capability a file belongs to (`billing` for src/server/billing/...), or null outside one. */
export const capabilityOf = (file: string): string | null =>
  file.startsWith(SERVER) ? file.slice(SERVER.length).split('/')[0]! : null

/** A file's capability entry: the one file others may import. */
const entryOf = (capability: string) => `${SERVER}${capability}/index.ts`

/**
 * Arrows that reach into another capability past its index.ts. The platform is plumbing every
 * capability shares: its files are imported directly, and it imports no capability.
 */
export const deepImports = (arrows: Arrow[]): Arrow[] =>
  arrows.filter(({ from, to }) => {
    const target = capabilityOf(to)
    if (!target || target === capabilityOf(from)) return false
    if (target === PLATFORM) return false
    return capabilityOf(from) === PLATFORM || to !== entryOf(target)
  })

/** The circles of the capabilities' graph, each as the capabilities met along it. */
export const capabilityCircles = (arrows: Arrow[]): string[][] => {
  const next = new Map<string, Set<string>>()
  for (const { from, to } of arrows) {
    const [a, b] = [capabilityOf(from), capabilityOf(to)]
    if (!a || !b || a === b) continue
    next.set(a, (next.get(a) ?? new Set()).add(b))
  }
  const circles: string[][] = []
  const done = new Set<string>()
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node)
    if (at >= 0) return void circles.push([...trail.slice(at), node])
    if (done.has(node)) return
    for (const target of next.get(node) ?? []) visit(target, [...trail, node])
    done.add(node)
  }
  for (const node of next.keys()) visit(node, [])
  return circles
}

/** A path relative to the project's root, with forward slashes whatever the system. */
export const projectPath = (file: string) =>
  path.relative(process.cwd(), file).split(path.sep).join('/')
