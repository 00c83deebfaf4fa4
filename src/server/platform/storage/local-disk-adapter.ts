import fs from 'node:fs/promises'
import path from 'node:path'

import type { Adapter } from '@payloadcms/plugin-cloud-storage/types'

import { setDownloadHeaders, storedFileOf, type StoredRecord } from './download-headers'
import { isPublicUpload } from './upload-folders'

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
      staticHandler: async (req, { doc, params }) => {
        const file = storedFileOf(doc as StoredRecord | undefined, params.filename)
        if (!file) return new Response('Not found', { status: 404 })
        const target = resolveInside(path.posix.join(file.prefix ?? '', file.filename))
        try {
          const body = await fs.readFile(target)
          const headers = new Headers({ 'Content-Length': String(body.byteLength) })
          return new Response(new Uint8Array(body), {
            headers: setDownloadHeaders(headers, req.url, file, isPublicUpload(collection.slug)),
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
