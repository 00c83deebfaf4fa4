import type { Field } from 'payload'

/** A plugin's default field by name, to relabel or extend; a plugin update that drops it fails loudly. */
export const pluginField = <F extends Field = Field>(fields: Field[], name: string) => {
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field) throw new Error(`the plugin has no '${name}' field any more`)
  return field as F
}
