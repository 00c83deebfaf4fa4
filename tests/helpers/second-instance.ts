import config from '@payload-config'
import { BasePayload } from 'payload'

/**
 * Another instance of the app on the integration suite's database: a Payload of its own, with its
 * own connection pool and nothing of `testPayload()`'s memory. `destroy()` it at the end.
 */
export const startSecondInstance = () => new BasePayload().init({ config })
