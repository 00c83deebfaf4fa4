import { describe, expect, it, vi } from 'vitest'

import { missingPackages, provisioningPlan, type Privileges, type Probes } from './system-packages'

const EVERYTHING = [
  '/usr/bin/chromium',
  '/usr/sbin/nginx',
  '/usr/share/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
]
const ALL_COMMANDS = ['pg_dump', 'pg_restore', 'psql', 'openssl', 'redis-server', 'ss', 'wrk']

const machine = ({
  files = EVERYTHING,
  commands = ALL_COMMANDS,
  chromePath,
}: { files?: string[]; commands?: string[]; chromePath?: string } = {}): Probes => ({
  hasCommand: (name) => commands.includes(name),
  hasFile: (file) => files.includes(file),
  chromePath,
})

describe('missingPackages', () => {
  it('finds nothing missing on a machine that has every tool', () => {
    expect(missingPackages(machine())).toEqual([])
  })

  it('names every package of a fresh machine', () => {
    expect(missingPackages(machine({ files: [], commands: [] }))).toEqual([
      'chromium',
      'postgresql-client',
      'nginx',
      'libnginx-mod-http-brotli-filter',
      'libnginx-mod-http-brotli-static',
      'openssl',
      'redis-server',
      'iproute2',
      'wrk',
    ])
  })

  it('needs no Chromium when CHROME_PATH names one', () => {
    const files = EVERYTHING.filter((file) => file !== '/usr/bin/chromium')
    expect(missingPackages(machine({ files }))).toEqual(['chromium'])
    expect(missingPackages(machine({ files, chromePath: '/opt/chrome/chrome' }))).toEqual([])
  })

  it('wants the PostgreSQL client when any of its three tools is absent', () => {
    const commands = ALL_COMMANDS.filter((name) => name !== 'pg_restore')
    expect(missingPackages(machine({ commands }))).toEqual(['postgresql-client'])
  })
})

const privileges = (over: Partial<Privileges> = {}): Privileges => ({
  isRoot: false,
  canSudo: () => false,
  hasAptGet: true,
  ...over,
})

describe('provisioningPlan', () => {
  it('does nothing when nothing is missing, without asking sudo', () => {
    const canSudo = vi.fn(() => true)
    expect(provisioningPlan([], privileges({ canSudo }))).toEqual({ kind: 'ready' })
    expect(canSudo).not.toHaveBeenCalled()
  })

  it('installs non-interactively as root', () => {
    expect(provisioningPlan(['chromium', 'nginx'], privileges({ isRoot: true }))).toEqual({
      kind: 'install',
      commands: [
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-qq'],
        [
          'env',
          'DEBIAN_FRONTEND=noninteractive',
          'apt-get',
          'install',
          '-y',
          '-qq',
          'chromium',
          'nginx',
        ],
      ],
    })
  })

  it('installs through sudo when it needs no password', () => {
    const plan = provisioningPlan(['redis-server'], privileges({ canSudo: () => true }))
    expect(plan).toEqual({
      kind: 'install',
      commands: [
        ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-qq'],
        [
          ...['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'],
          ...['install', '-y', '-qq', 'redis-server'],
        ],
      ],
    })
  })

  it('stops with the one command to run otherwise', () => {
    expect(provisioningPlan(['chromium', 'openssl'], privileges())).toEqual({
      kind: 'stop',
      message:
        'npm test needs Debian packages that are not installed; run: sudo apt-get update && sudo apt-get install -y chromium openssl',
    })
  })

  it('names the packages on a machine without apt-get, even as root', () => {
    const plan = provisioningPlan(['chromium'], privileges({ isRoot: true, hasAptGet: false }))
    expect(plan).toEqual({
      kind: 'stop',
      message:
        "npm test needs these Debian packages (or this system's equivalents), and this machine has no apt-get: chromium",
    })
  })
})
