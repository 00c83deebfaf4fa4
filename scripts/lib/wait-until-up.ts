/**
 * Waits until a server just started answers `url` with a 2xx, polling every 250 ms; fails as soon
 * as `exited()` says its process ended, or after `timeoutMs`.
 */
export const waitUntilUp = async (url: string, exited: () => boolean, timeoutMs = 120_000) => {
  for (let waited = 0; waited < timeoutMs; waited += 250) {
    if (exited()) throw new Error(`The server for ${url} exited while starting`)
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false, // Not listening yet.
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
