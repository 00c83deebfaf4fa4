import { spawn } from 'node:child_process'
import path from 'node:path'

import { startFront } from '../../scripts/lib/nginx-front'
import { precompressStatic } from '../../scripts/lib/precompress-static'
import { bin, runNode } from '../../scripts/lib/run'
import { waitUntilUp } from '../../scripts/lib/wait-until-up'

const DIR = path.join(import.meta.dirname, '../next-floor')

/**
 * bench/next-floor (a blank App Router page) built by the app's Next.js and served as the app is:
 * `next start` on `port` behind the production front on `frontPort` (HTTPS) and the next one.
 */
export const startNextFloor = async (port: number, frontPort: number) => {
  await runNode(bin.next, ['build', DIR], { stdio: 'ignore' })
  const distDir = path.join(DIR, '.next')
  await precompressStatic(distDir)
  const server = spawn(
    process.execPath,
    [bin.next, 'start', DIR, '-H', '127.0.0.1', '-p', String(port)],
    { stdio: 'ignore' },
  )
  let exited = false
  server.once('exit', () => (exited = true))
  const stopServer = async () => {
    if (exited) return
    const gone = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await gone
  }
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/`, () => exited)
    const front = await startFront({
      upstream: `127.0.0.1:${port}`,
      distDir,
      httpsPort: frontPort,
      httpPort: frontPort + 1,
    })
    return {
      url: `${front.url}/`,
      /** `next start` itself, without the front. */
      origin: `http://127.0.0.1:${port}`,
      spki: front.spki,
      stop: async () => {
        await front.stop()
        await stopServer()
      },
    }
  } catch (error) {
    await stopServer()
    throw error
  }
}
