/**
 * Which browser origins may sign in and change data. Browsers send `Origin` with every mutation;
 * Payload keeps the session cookie only for a listed origin, so a signed-in user on an unlisted
 * one would otherwise be told "Non authentifié".
 */

/** The variable an operator sets to accept one more origin. */
export const EXTRA_ORIGINS_VARIABLE = 'EXTRA_ORIGINS'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The names of this machine: a browser may reach a local server by any of them. */
const loopbackOrigins = (port: number) =>
  ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`)

/**
 * The origin of an http(s) address given in a setting; a path, query or fragment is refused
 * because an origin has none and a typo there would go unnoticed.
 */
export const originOf = (setting: string, value: string): string => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${setting}: "${value}" is not an address like https://studio.example.ch`)
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  ) {
    throw new Error(`${setting}: "${value}" is not an origin like https://studio.example.ch`)
  }
  return url.origin
}

/** A comma-separated list of origins (EXTRA_ORIGINS), blanks ignored. */
export const parseOrigins = (setting: string, raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => originOf(setting, entry))

/**
 * SERVER_URL's origin when it is set (the app is reached by that name only), otherwise every
 * loopback name on PORT; plus the extra origins either way.
 */
export const allowedOrigins = ({
  serverUrl,
  port,
  extraOrigins,
}: {
  serverUrl: string | undefined
  port: number
  extraOrigins: readonly string[]
}): string[] => {
  const base = serverUrl ? [new URL(serverUrl).origin] : loopbackOrigins(port)
  return [...new Set([...base, ...extraOrigins])]
}

export type OriginVerdict = { allowed: true } | { allowed: false; origin: string }

/**
 * A request that changes something is refused when its `Origin` is present and not listed.
 * Reads are never refused, and a request without `Origin` (not sent by a browser) is left to
 * Payload, which keeps its cookie only for same-site browser requests.
 */
export const checkOrigin = (
  method: string,
  origin: string | null,
  allowed: readonly string[],
): OriginVerdict => {
  if (SAFE_METHODS.has(method.toUpperCase()) || origin === null || allowed.includes(origin)) {
    return { allowed: true }
  }
  return { allowed: false, origin }
}

/** What the browser is answered (403): the origin, and how to accept it. */
export const originRefusalMessage = (origin: string): string =>
  `Origine non autorisée : ${origin}. Ouvrez le site à son adresse, ou ajoutez cette origine à ${EXTRA_ORIGINS_VARIABLE}.`

/** The server's log line: which request, which origin, which are allowed and what to set. */
export const originRefusalLog = (
  request: { method: string; path: string; origin: string },
  allowed: readonly string[],
): string =>
  `Refused ${request.method} ${request.path} from origin ${request.origin}: allowed are ` +
  `${allowed.join(', ')}. To accept it, set SERVER_URL to it or add it to ` +
  `${EXTRA_ORIGINS_VARIABLE} (comma-separated).`
