import { spawn, type ChildProcess } from 'node:child_process'

import { freePort } from './free-port'

const READY = /Ready to accept connections/

/** Starts redis-server on `port` and resolves once it accepts connections. */
const launch = (port: number) =>
  new Promise<ChildProcess>((resolve, reject) => {
    // Memory only, loopback only: nothing outlives the test.
    const child = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (READY.test(output)) resolve(child)
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
  })

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

/** A real redis-server of the test's own, on a free loopback port; `stop` and `start` again. */
export const startRedisServer = async () => {
  const port = await freePort()
  let child = await launch(port)
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => stopped(child),
    /** Freezes the server (SIGSTOP): connections stay open, nothing answers, until `resume`. */
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    /** Starts it again on the same port (after `stop`), empty. */
    start: async () => {
      child = await launch(port)
    },
  }
}
