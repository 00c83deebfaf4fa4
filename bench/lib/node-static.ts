import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

/**
 * What a Node server costs on this machine: Node's own HTTP server answering each page with its
 * bytes, held in memory, and nothing else; with `?string`, the same page as one JavaScript string,
 * which is how Next.js sends a prerendered page (Node encodes it on every answer). Printed beside
 * the app and nginx, without a budget: it tells which part of the app's distance to nginx is
 * Node's own.
 */
export const startNodeStatic = async (root: string, pages: string[], port: number) => {
  const bodies = new Map(
    pages.map((page) => [page, fs.readFileSync(path.join(root, page, 'index.html'))]),
  )
  const texts = new Map([...bodies].map(([page, body]) => [page, body.toString('utf8')]))
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://node.invalid')
    const body = url.searchParams.has('string') ? texts.get(url.pathname) : bodies.get(url.pathname)
    if (body === undefined) return void response.writeHead(404).end()
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
