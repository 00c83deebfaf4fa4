import { spawn, type ChildProcess } from 'node:child_process'

import { nextStartArgs, nextStartEnv } from './next-start'
import { waitUntilUp } from './wait-until-up'

export type AppProcess = { server: ChildProcess; url: string; stop: () => Promise<void> }

/**
 * A server of the e2e build, started as `npm start` starts it, on `port` with `env` (its own
 * SERVER_URL or database), answering when returned. `showOutput`: its log goes to this
 * process's (the server every e2e run uses), not to a test's own server.
 */
export const startAppProcess = async (
  port: number,
  env: NodeJS.ProcessEnv,
  { showOutput = false } = {},
): Promise<AppProcess> => {
  const url = `http://localhost:${port}`
  const server = spawn(process.execPath, nextStartArgs(port), {
    env: nextStartEnv(env),
    stdio: showOutput ? ['ignore', 'inherit', 'inherit'] : 'ignore',
  })
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  try {
    await waitUntilUp(`${url}/faq`, () => server.exitCode !== null, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { server, url, stop }
}
