/**
 * A change request's lengths in characters, read by its schema (browser and server), the portal
 * form's inputs and the collection's fields: a limit changed here changes all of them.
 */
export const REQUEST_LIMITS = {
  pageConcerned: { max: 200 },
  changeDescription: { max: 5000 },
} as const
