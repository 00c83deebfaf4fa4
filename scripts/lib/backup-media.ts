import fs from 'node:fs'
import path from 'node:path'

/**
 * A restore unpacks inside MEDIA_DIR (same file system, even when MEDIA_DIR is a mounted volume,
 * so the final swap is a set of renames). Such a folder is never part of the uploads.
 */
export const RESTORE_STAGING_PREFIX = '.restore-'

const isStaging = (name: string) => name.startsWith(RESTORE_STAGING_PREFIX)

export type MediaFile = { relative: string; bytes: number }

/** Every uploaded file under `root` (regular files only), by path relative to it. */
export const listMediaFiles = (root: string): MediaFile[] => {
  const files: MediaFile[] = []
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (!relative && isStaging(entry.name)) continue
      const child = path.join(relative, entry.name)
      if (entry.isDirectory()) walk(child)
      else if (entry.isFile()) {
        files.push({ relative: child, bytes: fs.statSync(path.join(root, child)).size })
      }
    }
  }
  if (fs.existsSync(root)) walk('')
  return files
}

const topLevelEntries = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !isStaging(name)) : []

/**
 * Makes `mediaDir` hold exactly what `incoming` holds: its current entries move into `aside`
 * (deleted with the staging folder afterwards), then the incoming ones move in.
 */
export const replaceMediaContents = (mediaDir: string, incoming: string, aside: string) => {
  fs.mkdirSync(aside, { recursive: true })
  for (const name of topLevelEntries(mediaDir)) {
    fs.renameSync(path.join(mediaDir, name), path.join(aside, name))
  }
  for (const name of topLevelEntries(incoming)) {
    fs.renameSync(path.join(incoming, name), path.join(mediaDir, name))
  }
}
