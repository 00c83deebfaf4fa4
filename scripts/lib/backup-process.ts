import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import path from 'node:path'

/** Resolves with the exit code once the child has ended (a spawn failure counts as an exit). */
export const exitOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once('error', () => resolve(-1))
    child.once('close', (code) => resolve(code ?? -1))
  })

/** What a child wrote to stderr, kept for the error message when it fails. */
export const stderrOf = (child: ChildProcess) => {
  const chunks: Buffer[] = []
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
  return () => Buffer.concat(chunks).toString('utf8').trim()
}

/**
 * Runs a command-line tool (pg_dump, tar…) to completion and returns its standard output; rejects
 * with the tool's own error message, so the operator reads what went wrong. Its standard input is
 * `input` when given, else nothing: a pipe nobody writes to could end after the tool had already
 * exited (tar --extract), and the write's EPIPE crashed the process.
 */
export const runTool = async (
  command: string,
  args: string[],
  options: SpawnOptions & { input?: string } = {},
): Promise<string> => {
  const { input } = options
  const child = spawn(command, args, {
    ...options,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  })
  const stdout: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk))
  const stderr = stderrOf(child)
  let spawnError: Error | undefined
  child.once('error', (error) => (spawnError = error))
  // A tool that stops reading before the end of its input fails the run, even if it exits with 0.
  let inputError: Error | undefined
  child.stdin?.once('error', (error) => (inputError = error))
  child.stdin?.end(input)
  const code = await exitOf(child)
  if (code !== 0 || inputError) {
    const reason =
      spawnError?.message ??
      (stderr() || (code !== 0 ? `exit code ${code}` : `input not read (${inputError!.message})`))
    throw new Error(`${path.basename(command)} failed: ${reason}`)
  }
  return Buffer.concat(stdout).toString('utf8')
}
