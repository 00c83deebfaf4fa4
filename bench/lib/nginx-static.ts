import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { waitUntilUp } from '../../scripts/lib/wait-until-up'

// Debian's nginx (/usr/sbin is not on an ordinary user's PATH).
const NGINX = '/usr/sbin/nginx'

/**
 * The page-throughput yardstick: nginx serving files as they are, one worker, no logs. `/x`
 * answers `<root>/x/index.html`.
 */
export const startNginxStatic = async (root: string, port: number) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-nginx-'))
  const config = path.join(folder, 'nginx.conf')
  fs.writeFileSync(
    config,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(folder, 'nginx.pid')};`,
      `error_log ${path.join(folder, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      'include /etc/nginx/mime.types;',
      'access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `${kind}_temp_path ${path.join(folder, kind)};`,
      ),
      `server { listen 127.0.0.1:${port}; root ${root}; index index.html; }`,
      '}',
    ].join('\n'),
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
