/**
 * The yardstick for the app's throughput: a minimal static file server, run in its own process
 * (`node --import tsx bench/lib/static-server.ts <root> <port>`) as the app runs in its own.
 * `/x` is answered with `<root>/x/index.html`, read from disk on each request, as a static host
 * would; it tells its parent when it listens.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const [root, port] = process.argv.slice(2)
if (!root || !port) throw new Error('Usage: static-server.ts <root> <port>')

http
  .createServer((request, response) => {
    // URL parsing resolves any `..`, so the path stays inside the root.
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    fs.readFile(path.join(root, pathname, 'index.html'), (error, body) => {
      if (error) return void response.writeHead(404).end()
      response
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': body.length,
        })
        .end(body)
    })
  })
  .listen(Number(port), 'localhost', () => process.send?.('listening'))
