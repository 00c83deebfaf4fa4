/**
 * The schema's field a server's refusal names, or undefined for a name the form does not have:
 * a form shows the server's messages under its own fields, derived from the schema they share.
 */
export const schemaField = <Shape extends Record<string, unknown>>(
  schema: { shape: Shape },
  name: unknown,
): (keyof Shape & string) | undefined =>
  typeof name === 'string' && Object.hasOwn(schema.shape, name)
    ? (name as keyof Shape & string)
    : undefined
