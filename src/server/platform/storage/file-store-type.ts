/**
 * The app's own access to stored uploads, beside Payload's (which writes, serves and deletes one
 * file through the storage adapter): reading a file for an export, claiming and removing a whole
 * folder, checking the storage is there. Paths are `uploadKey`s, the same on disk and in S3.
 */
export type FileStore = {
  kind: 'disk' | 's3'
  /** A file's bytes, or null when it is not there. */
  read: (key: string) => Promise<Buffer | null>
  /** Fails when the folder already holds a file, so a new document never mixes with old files. */
  claimFolder: (folder: string) => Promise<void>
  /** Removes a folder and every file in it; nothing there is fine. */
  removeFolder: (folder: string) => Promise<void>
  /** Fails when the storage is out of reach: a folder not writable, a bucket not answering. */
  check: () => Promise<void>
}
