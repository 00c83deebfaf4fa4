import { spawn, type ChildProcess } from 'node:child_process'

import { nextStartArgs, nextStartEnv } from './next-start'
import { portIsFree } from './port-is-free'
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
  // Another server there (one left by an interrupted run) would answer in this one's place, on
  // its own database: the run would test the wrong app, and fail in every test.
  if (!(await portIsFree(port))) {
    throw new Error(
      `Port ${port} is already in use by another program (a server an interrupted run left?): ` +
        'stop it, or choose another port (E2E_PORT for the end-to-end tests).',
    )
  }
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
