import { stringify } from 'qs-esm'

/**
 * Payload's query syntax (`where`, `sort`, `limit`, `page`, `select`) encoded as its REST API
 * expects, for `callApi`'s `query`. Apart from the client, so that a page whose calls send no
 * query (the public site's newsletter form) does not load the encoder.
 */
export const payloadQuery = (query: object) => stringify(query, { addQueryPrefix: false })
