import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/
// Below this, the encoding's own framing eats the gain (the front compresses nothing smaller).
const MIN_BYTES = 512

/**
 * Writes `<file>.br` (brotli at its best level) and `<file>.gz` beside each text file of the
 * build's static folder, which the production front serves as they are (brotli_static,
 * gzip_static in deploy/nginx-front.conf.template). The names of these files change with their
 * content, so compressing once per build is enough: no visitor's request costs the server a
 * compression, and level 11 makes the scripts about 10% smaller than the level an on-the-fly
 * compressor can afford. Returns how many files were compressed.
 */
export const precompressStatic = async (distDir: string) => {
  const root = path.join(distDir, 'static')
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(root, file))
    .filter((file) => {
      if (!COMPRESSIBLE.test(file)) return false
      const stat = fs.statSync(file)
      return stat.isFile() && stat.size >= MIN_BYTES
    })
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.promises.readFile(file)
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      }
      await fs.promises.writeFile(`${file}.br`, await brotli(content, { params }))
      await fs.promises.writeFile(`${file}.gz`, await gzip(content, { level: 9 }))
    }),
  )
  return files.length
}
