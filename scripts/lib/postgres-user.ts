import fs from 'node:fs'
import path from 'node:path'

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to reach its binaries (in
 * node_modules) and its data folder (in .data). A checkout under a private folder (mktemp -d,
 * /root) blocks that, so the folders on the way get the search bit (o+x: pass through, not list).
 */
export const ensureTraversableByPostgres = (targets: string[]) => {
  for (const target of targets) {
    let dir = path.resolve(target)
    while (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) dir = path.dirname(dir)
    for (; ; dir = path.dirname(dir)) {
      const { mode } = fs.statSync(dir)
      if ((mode & 0o001) === 0) {
        fs.chmodSync(dir, mode | 0o001)
        console.log(`[embedded-postgres] allowed the postgres user to pass through ${dir} (o+x)`)
      }
      if (dir === path.dirname(dir)) break
    }
  }
}
