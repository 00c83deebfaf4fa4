import { spawn, type ChildProcess } from 'node:child_process'

import { nextStartArgs, nextStartEnv } from '../../../scripts/lib/next-start'
import { waitUntilUp } from '../../../scripts/lib/wait-until-up'

export type AppProcess = { server: ChildProcess; url: string; stop: () => Promise<void> }

/**
 * A server of the e2e build of its own, started as `npm start` starts it, on `port` with `env`
 * (its own SERVER_URL or database), answering when returned.
 */
export const startAppProcess = async (
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<AppProcess> => {
  const url = `http://localhost:${port}`
  const server = spawn(process.execPath, nextStartArgs(port), {
    env: nextStartEnv(env),
    stdio: 'ignore',
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
