import http from 'node:http'

/**
 * POSTs for a load generator: keep-alive connections (as a browser's), and a body sent as its
 * parts without first copying them into one buffer. The parts a run repeats (a brief's files) are
 * then the same bytes in memory for every request, so the generator spends its CPU on sending,
 * not on allocating and collecting a quarter of a megabyte per request (with `fetch`, that cost
 * half a core: CPU the server under test no longer had).
 */
export const httpPoster = (origin: string, connections: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const post = (path: string, headers: Record<string, string>, parts: Buffer[]) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const length = parts.reduce((sum, part) => sum + part.byteLength, 0)
      const request = http.request(
        new URL(path, origin),
        { method: 'POST', agent, headers: { ...headers, 'content-length': String(length) } },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          )
          response.on('error', reject)
        },
      )
      request.on('error', reject)
      for (const part of parts) request.write(part)
      request.end()
    })
  return { post, close: () => agent.destroy() }
}
