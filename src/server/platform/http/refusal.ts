/**
 * A use case's refusal with the message the admin sees (a toast) and the HTTP status the endpoint
 * answers: a missing row is 404, a row no longer in the state the action needs is 409.
 */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 413,
    message: string,
  ) {
    super(message)
  }
}
