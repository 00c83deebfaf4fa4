import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** What `npm test` and `npm run bench` ask of the machine, answered by the system or a unit test. */
export type Probes = {
  /** A program on PATH or in /usr/sbin, /sbin (not on an ordinary user's PATH). */
  hasCommand: (name: string) => boolean
  hasFile: (file: string) => boolean
  /** CHROME_PATH: another Chromium than Debian's. */
  chromePath: string | undefined
}

type Requirement = { pkg: string; present: (probes: Probes) => boolean }

const BROTLI_MODULE = (kind: string) => `/usr/share/nginx/modules/ngx_http_brotli_${kind}_module.so`

/** The Debian packages the tests use, each with what shows it is installed. */
const REQUIREMENTS: Requirement[] = [
  // The end-to-end tests drive Debian's Chromium: browser downloads do not work on these machines.
  { pkg: 'chromium', present: (p) => !!p.chromePath || p.hasFile('/usr/bin/chromium') },
  // The backup and restore tests.
  {
    pkg: 'postgresql-client',
    present: (p) => ['pg_dump', 'pg_restore', 'psql'].every((tool) => p.hasCommand(tool)),
  },
  // The production front's end-to-end test: nginx with brotli, and its certificate.
  { pkg: 'nginx', present: (p) => p.hasFile('/usr/sbin/nginx') },
  { pkg: 'libnginx-mod-http-brotli-filter', present: (p) => p.hasFile(BROTLI_MODULE('filter')) },
  { pkg: 'libnginx-mod-http-brotli-static', present: (p) => p.hasFile(BROTLI_MODULE('static')) },
  { pkg: 'openssl', present: (p) => p.hasCommand('openssl') },
  // Several instances share Next.js's cache and the rate-limit counters in Redis.
  { pkg: 'redis-server', present: (p) => p.hasCommand('redis-server') },
  // The e2e tests find the app server by its port (`ss`) to have it run its due jobs now.
  { pkg: 'iproute2', present: (p) => p.hasCommand('ss') },
  // `npm run bench`'s load generator, against the app and against nginx.
  { pkg: 'wrk', present: (p) => p.hasCommand('wrk') },
]

export const missingPackages = (probes: Probes): string[] =>
  REQUIREMENTS.filter((requirement) => !requirement.present(probes)).map(({ pkg }) => pkg)

export type Privileges = { isRoot: boolean; canSudo: () => boolean; hasAptGet: boolean }

export type Plan =
  { kind: 'ready' } | { kind: 'install'; commands: string[][] } | { kind: 'stop'; message: string }

/**
 * What to do about the missing packages: nothing, install them (as root, or through password-less
 * sudo), or stop at once with the one command a person must run.
 */
export const provisioningPlan = (missing: string[], privileges: Privileges): Plan => {
  if (missing.length === 0) return { kind: 'ready' }
  const list = missing.join(' ')
  if (!privileges.hasAptGet) {
    return {
      kind: 'stop',
      message: `npm test needs these Debian packages (or this system's equivalents), and this machine has no apt-get: ${list}`,
    }
  }
  if (privileges.isRoot || privileges.canSudo()) {
    // sudo resets the environment: the non-interactive setting goes through `env`.
    const prefix = privileges.isRoot ? ['env'] : ['sudo', '-n', 'env']
    const apt = [...prefix, 'DEBIAN_FRONTEND=noninteractive', 'apt-get']
    return {
      kind: 'install',
      commands: [
        [...apt, 'update', '-qq'],
        [...apt, 'install', '-y', '-qq', ...missing],
      ],
    }
  }
  return {
    kind: 'stop',
    message: `npm test needs Debian packages that are not installed; run: sudo apt-get update && sudo apt-get install -y ${list}`,
  }
}

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false // Not there, or not executable: not installed.
  }
}

const searchPath = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin']

export const systemProbes: Probes = {
  hasCommand: (name) => searchPath.some((dir) => dir && isExecutable(path.join(dir, name))),
  hasFile: (file) => fs.existsSync(file),
  chromePath: process.env.CHROME_PATH?.trim() || undefined,
}

const systemPrivileges = (): Privileges => ({
  isRoot: process.getuid?.() === 0,
  canSudo: () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
  hasAptGet: systemProbes.hasCommand('apt-get'),
})

/**
 * Installs the Debian packages the tests need when it may; otherwise returns the one line that
 * says which command to run. Throws when an install ran but left a package missing.
 */
export const provideSystemPackages = (
  probes: Probes = systemProbes,
): { ok: true } | { ok: false; message: string } => {
  const missing = missingPackages(probes)
  const plan = provisioningPlan(missing, systemPrivileges())
  if (plan.kind === 'ready') return { ok: true }
  if (plan.kind === 'stop') return { ok: false, message: plan.message }
  console.log(`Installing the Debian packages the tests need: ${missing.join(' ')}`)
  for (const [command, ...args] of plan.commands) {
    const { status, error } = spawnSync(command!, args, { stdio: 'inherit' })
    if (status !== 0) {
      throw new Error(`${[command, ...args].join(' ')} failed (${error?.message ?? status})`)
    }
  }
  const still = missingPackages(probes)
  if (still.length > 0) throw new Error(`Still missing after apt-get install: ${still.join(' ')}`)
  return { ok: true }
}
