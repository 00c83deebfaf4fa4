import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { NGINX, nginxMainConfig } from '../../scripts/lib/nginx-config'
import { waitUntilUp } from '../../scripts/lib/wait-until-up'

/**
 * The page-throughput yardstick: nginx serving files as they are, one worker, no logs. `/x`
 * answers `<root>/x/index.html` itself (no redirect to `/x/`, which wrk would count as an answer).
 */
export const startNginxStatic = async (root: string, port: number) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-nginx-'))
  const config = path.join(folder, 'nginx.conf')
  fs.writeFileSync(
    config,
    nginxMainConfig(folder, {
      http: [
        `server { listen 127.0.0.1:${port}; root ${root}; location / { try_files $uri/index.html =404; } }`,
      ],
    }),
  )
  const nginx = spawn(NGINX, ['-c', config, '-p', folder], { stdio: 'inherit' })
  let exited = false
  nginx.once('exit', () => (exited = true))
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => nginx.once('exit', resolve))
      nginx.kill('SIGQUIT')
      await gone
    }
    fs.rmSync(folder, { recursive: true, force: true })
  }
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(`${origin}/`, () => exited, 10_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}
