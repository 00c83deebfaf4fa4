import { spawn, type SpawnOptions } from 'node:child_process'
import path from 'node:path'

// No network on the build machines, and no reason to report usage from them.
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

/** Binaries of the project's own dependencies (npm scripts run from the project root). */
export const bin = {
  next: path.resolve('node_modules/next/dist/bin/next'),
  payload: path.resolve('node_modules/payload/bin.js'),
  tsx: path.resolve('node_modules/tsx/dist/cli.mjs'),
} as const

/** A child that ended badly, with its exit code (null when a signal ended it). */
export class ChildExitError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
  ) {
    super(message)
    this.name = 'ChildExitError'
  }
}

/** Runs `node <script> ...args` to completion; rejects with a ChildExitError on failure. */
export const runNode = (script: string, args: string[], options: SpawnOptions = {}) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit', ...options })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new ChildExitError(`${script} ${args.join(' ')} exited with ${signal ?? code}`, code),
          ),
    )
  })
