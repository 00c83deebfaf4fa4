import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { httpPoster } from './http-post'

type Received = { length: string | undefined; body: string; socket: number }

describe('httpPoster', () => {
  const received: Received[] = []
  const sockets = new Map<unknown, number>()
  let server: http.Server
  let origin: string

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        if (!sockets.has(request.socket)) sockets.set(request.socket, sockets.size)
        received.push({
          length: request.headers['content-length'],
          body: Buffer.concat(chunks).toString(),
          socket: sockets.get(request.socket)!,
        })
        response.writeHead(request.url === '/refused' ? 400 : 201).end('answer')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends the parts as one body with its length, and answers the status and body', async () => {
    const poster = httpPoster(origin, 1)
    try {
      const shared = Buffer.from('-files-')
      const first = await poster.post('/a', {}, [Buffer.from('one'), shared])
      const second = await poster.post('/refused', {}, [Buffer.from('two'), shared])
      expect(first).toEqual({ status: 201, body: 'answer' })
      expect(second.status).toBe(400)
      expect(received.slice(-2)).toEqual([
        { length: '10', body: 'one-files-', socket: 0 },
        // The same connection: kept alive between requests.
        { length: '10', body: 'two-files-', socket: 0 },
      ])
    } finally {
      poster.close()
    }
  })

  it('rejects when nothing answers', async () => {
    const poster = httpPoster('http://127.0.0.1:1', 1)
    await expect(poster.post('/', {}, [Buffer.from('x')])).rejects.toThrow(/ECONNREFUSED/)
    poster.close()
  })
})
