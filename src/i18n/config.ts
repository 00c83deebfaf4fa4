/** Cookie in which the flag menu stores the visitor's language (read by the proxy). */
export const LANG_COOKIE = 'lang'

/** Request header in which the proxy passes the path the browser asked for. */
export const PATH_HEADER = 'x-studio-path'
