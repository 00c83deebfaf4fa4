import fs from 'node:fs/promises'
import path from 'node:path'

import type { FileStore } from './file-store-type'

/** Uploads under MEDIA_DIR: a key is a path below it, never outside. */
export const diskStore = (mediaDir: string): FileStore => {
  const root = path.resolve(mediaDir)
  const pathOf = (key: string) => {
    const absolute = path.resolve(root, key)
    if (!absolute.startsWith(root + path.sep)) throw new Error(`Refused storage path: ${key}`)
    return absolute
  }
  return {
    kind: 'disk',
    read: async (key) => {
      try {
        return await fs.readFile(pathOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    claimFolder: async (folder) => {
      await fs.mkdir(path.dirname(pathOf(folder)), { recursive: true })
      await fs.mkdir(pathOf(folder))
    },
    removeFolder: async (folder) => {
      await fs.rm(pathOf(folder), { recursive: true, force: true })
    },
    check: async () => {
      await fs.mkdir(root, { recursive: true })
      await fs.access(root, fs.constants.W_OK)
    },
  }
}
