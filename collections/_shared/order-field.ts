import type { Field } from 'payload'

/** The position of a document in its list on the site: smaller numbers first. */
export const orderField = (description: { fr: string; en: string }): Field => ({
  name: 'order',
  label: { fr: 'Ordre', en: 'Order' },
  type: 'number',
  required: true,
  defaultValue: 0,
  min: 0,
  admin: { description },
})
