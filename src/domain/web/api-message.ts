import { readValidationMessage, validationMessage } from './validation-message'

/**
 * A refusal's message as the domain gives it: a key of the `api` translations and its parameters
 * in one string ("bankImport.currency?currency=EUR"), as a schema's message names a `validation`
 * key. The domain holds no text: the server reads the message back (`readApiMessage`) and
 * answers it in the language of whoever it answers.
 */
export const apiMessage = validationMessage

/** The key and parameters of a refusal's message. */
export const readApiMessage = readValidationMessage
