import net from 'node:net'

/**
 * `count` different TCP ports nothing listens on at the moment, on 127.0.0.1 (each is held until
 * all are found, so none comes up twice).
 */
export const freePorts = async (count: number) => {
  const servers: net.Server[] = []
  try {
    for (let index = 0; index < count; index++) {
      const server = net.createServer()
      servers.push(server)
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(0, '127.0.0.1', resolve)
      })
    }
    return servers.map((server) => (server.address() as net.AddressInfo).port)
  } finally {
    await Promise.all(
      servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
    )
  }
}

export const freePort = async () => (await freePorts(1))[0]!
