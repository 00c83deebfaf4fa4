import { execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'

import { NGINX, nginxMainConfig } from './nginx-config'

const TEMPLATE = path.resolve('deploy/nginx-front.conf.template')
const TWO_INSTANCES = path.resolve('deploy/two-instances/upstream-two-instances.conf')
// Debian's packages libnginx-mod-http-brotli-filter and libnginx-mod-http-brotli-static.
const BROTLI_MODULES = ['filter', 'static'].map(
  (kind) => `/usr/share/nginx/modules/ngx_http_brotli_${kind}_module.so`,
)
const START_TIMEOUT_MS = 10_000

/** The template with its ${STUDIO_*} placeholders filled, as envsubst would. */
const renderSite = (values: Record<string, string>) =>
  fs.readFileSync(TEMPLATE, 'utf8').replace(/\$\{(STUDIO_[A-Z_]+)\}/g, (placeholder, name) => {
    const value = values[name]
    // An empty one could make `alias /;` of the static folder's.
    if (!value) throw new Error(`${TEMPLATE}: no value for ${placeholder}`)
    return value
  })

/**
 * The site with its `upstream studio_app` block replaced by deploy/two-instances' one, whose
 * `server` lines go to `addresses` (host:port each, as many as the file has lines), as its
 * comment tells a person to do.
 */
export const spreadOver = (site: string, addresses: readonly string[]) => {
  const servers = /^\s*server 127\.0\.0\.1:\d+ (.*)$/gm
  const block = fs.readFileSync(TWO_INSTANCES, 'utf8').replace(/^#.*\n/gm, '')
  const lines = block.match(servers) ?? []
  if (lines.length !== addresses.length)
    throw new Error(`${TWO_INSTANCES} has ${lines.length} servers, not ${addresses.length}`)
  let next = 0
  const rendered = block.replace(servers, (_line, options: string) => {
    return `  server ${addresses[next++]} ${options}`
  })
  const upstream = /^upstream studio_app \{[\s\S]*?^\}\n/m
  if (!upstream.test(site)) throw new Error('The front has no upstream studio_app block')
  return site.replace(upstream, rendered)
}

/** A self-signed certificate for localhost, and its public key's SHA-256 (base64). */
const makeCertificate = (folder: string) => {
  const cert = path.join(folder, 'localhost.crt')
  const key = path.join(folder, 'localhost.key')
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
      ...['-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  )
  const pem = fs.readFileSync(cert, 'utf8')
  const spki = crypto
    .createHash('sha256')
    .update(new crypto.X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64')
  return { cert, key, pem, spki }
}

const mainConfig = (folder: string) =>
  nginxMainConfig(folder, {
    modules: BROTLI_MODULES,
    http: [`include ${path.join(folder, 'studio.conf')};`],
  })

const answers = (url: string, ca: string) =>
  new Promise<boolean>((resolve) => {
    const request = https.get(url, { ca, timeout: 2_000 }, (response) => {
      response.resume()
      resolve(true)
    })
    request.once('error', () => resolve(false))
    request.once('timeout', () => request.destroy())
  })

export type Front = {
  /** https://localhost:<httpsPort> */
  url: string
  /** The certificate's public key hash, for Chromium's --ignore-certificate-errors-spki-list */
  spki: string
  /** The certificate (PEM), for a Node client to trust */
  ca: string
  stop: () => Promise<void>
}

/**
 * The production front (deploy/nginx-front.conf.template: TLS, HTTP/2, brotli) before a running
 * app at `upstream` (host:port; several: instances of it, spread over by deploy/two-instances'
 * upstream block) built into `distDir`, as the benchmark and the end-to-end suite meet it: Debian's nginx run from a folder of its own, with a certificate made for localhost on
 * the spot, on httpsPort (and httpPort, which redirects to HTTPS).
 */
export const startFront = async ({
  upstream,
  distDir,
  httpsPort,
  httpPort,
}: {
  upstream: string | readonly string[]
  distDir: string
  httpsPort: number
  httpPort: number
}): Promise<Front> => {
  for (const file of [NGINX, ...BROTLI_MODULES])
    if (!fs.existsSync(file))
      throw new Error(
        `The production front needs ${file}: apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static`,
      )
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-front-'))
  let nginx: ReturnType<typeof spawn> | undefined
  const killNginx = () => nginx?.kill('SIGTERM')
  const stop = async () => {
    process.off('exit', killNginx)
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve))
      killNginx()
      await exited
    }
    fs.rmSync(folder, { recursive: true, force: true })
  }
  try {
    // nginx's workers run as nobody when the master is root: they read the folder.
    fs.chmodSync(folder, 0o755)
    const certificate = makeCertificate(folder)
    const [first = '', ...others] = typeof upstream === 'string' ? [upstream] : upstream
    const site = renderSite({
      STUDIO_DOMAIN: 'localhost',
      STUDIO_HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
      STUDIO_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
      STUDIO_CERT: certificate.cert,
      STUDIO_CERT_KEY: certificate.key,
      STUDIO_UPSTREAM: first,
      STUDIO_STATIC_DIR: path.resolve(distDir, 'static'),
    })
    fs.writeFileSync(
      path.join(folder, 'studio.conf'),
      others.length ? spreadOver(site, [first, ...others]) : site,
    )
    fs.writeFileSync(path.join(folder, 'nginx.conf'), mainConfig(folder))

    let stderr = ''
    let failed: Error | undefined
    nginx = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    nginx.stderr!.on('data', (chunk) => (stderr += chunk))
    nginx.once('error', (error) => (failed = error))
    // A test runner or bench that dies without stopping it leaves no nginx on its ports.
    process.once('exit', killNginx)

    const url = `https://localhost:${httpsPort}`
    const deadline = Date.now() + START_TIMEOUT_MS
    while (!(await answers(url, certificate.pem))) {
      const ended = failed !== undefined || nginx.exitCode !== null || nginx.signalCode !== null
      if (ended || Date.now() > deadline)
        throw new Error(
          `nginx did not start: ${failed?.message ?? (stderr.trim() || 'no answer within 10 s')}`,
        )
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return { url, spki: certificate.spki, ca: certificate.pem, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
