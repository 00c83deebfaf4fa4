import net from 'node:net'

/** Whether nothing listens on `port` of 127.0.0.1 (nor on every address, which includes it). */
export const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)))
  })
