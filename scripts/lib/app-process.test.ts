import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { startAppProcess } from './app-process'
import { portIsFree } from './port-is-free'

let taken: net.Server | undefined
afterEach(() => new Promise((resolve) => (taken ? taken.close(resolve) : resolve(undefined))))

/** A port something listens on, on every address as `next start` does. */
const takePort = async () => {
  taken = net.createServer()
  await new Promise<void>((resolve) => taken!.listen(0, resolve))
  return (taken.address() as net.AddressInfo).port
}

describe('a server of the build', () => {
  it('knows a port something listens on from a free one', async () => {
    const port = await takePort()
    expect(await portIsFree(port)).toBe(false)
    await new Promise((resolve) => taken!.close(resolve))
    taken = undefined
    expect(await portIsFree(port)).toBe(true)
  })

  it('refuses to start on a port another server answers on, naming the port', async () => {
    const port = await takePort()
    await expect(startAppProcess(port, process.env)).rejects.toThrow(
      `Port ${port} is already in use by another program`,
    )
  })
})
