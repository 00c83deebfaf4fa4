import fs from 'node:fs/promises'
import path from 'node:path'

import type { Adapter } from '@payloadcms/plugin-cloud-storage/types'

import { setDownloadHeaders, type StoredRecord } from './download-headers'

/**
 * A storage adapter for @payloadcms/plugin-cloud-storage that keeps uploads in a local folder,
 * in the collection's folder (or `folder`), one sub-folder per document prefix (for brief files: the submission id, see
 * `submission-folder.ts`). A file is never overwritten: a name already taken fails the upload.
 *
 * Files are only ever served through Payload's file route, after the collection's read access.
 */
export const localDiskAdapter =
  (rootDir: string, folder?: string): Adapter =>
  ({ collection }) => {
    const root = path.resolve(rootDir, folder ?? collection.slug)

    // Storage paths come sanitized from the plugin; resolving them again keeps a crafted
    // prefix or name from ever leaving the collection's folder.
    const resolveInside = (relative: string): string => {
      const absolute = path.resolve(root, relative)
      if (!absolute.startsWith(root + path.sep))
        throw new Error(`Refused storage path: ${relative}`)
      return absolute
    }

    return {
      name: 'local-disk',
      handleUpload: async ({ file, storageFilePath }) => {
        const target = resolveInside(storageFilePath)
        await fs.mkdir(path.dirname(target), { recursive: true })
        await fs.writeFile(target, file.buffer, { flag: 'wx' })
      },
      handleDelete: async ({ storageFilePath }) => {
        await fs.rm(resolveInside(storageFilePath), { force: true })
      },
      staticHandler: async (req, { doc }) => {
        const record = doc as StoredRecord | undefined
        if (!record?.filename) return new Response('Not found', { status: 404 })
        const target = resolveInside(path.posix.join(record.prefix ?? '', record.filename))
        try {
          const body = await fs.readFile(target)
          const headers = new Headers({ 'Content-Length': String(body.byteLength) })
          return new Response(new Uint8Array(body), {
            headers: setDownloadHeaders(headers, req.url, { ...record, filename: record.filename }),
          })
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
            return new Response('Not found', { status: 404 })
          }
          throw error
        }
      },
    }
  }
