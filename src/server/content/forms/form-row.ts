import type { Payload } from 'payload'

import type { FormField } from '@/domain/forms/form-fields'
import type { Locale } from '@/domain/locales'
import type { Form } from '@payload-types'

/** What a visitor's page needs of a form: no e-mail settings, which are the studio's business. */
export type PublicForm = Pick<
  Form,
  'id' | 'slug' | 'title' | 'submitButtonLabel' | 'confirmationMessage'
> & { fields: FormField[] }

/**
 * A published form by its address, in `lang`, as system code: the collection is the editors' (its e-mail
 * settings name the studio's inboxes), so visitors read it only through the site's pages and the
 * submit endpoint, and never get the settings.
 */
export const findPublicForm = async (
  payload: Payload,
  slug: string,
  lang: Locale = 'fr',
): Promise<PublicForm | null> => {
  const { docs } = await payload.find({
    collection: 'forms',
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    draft: false,
    locale: lang,
    limit: 1,
    depth: 0,
    select: {
      slug: true,
      title: true,
      fields: true,
      submitButtonLabel: true,
      confirmationMessage: true,
    },
    overrideAccess: true,
  })
  const form = docs[0]
  return form ? { ...form, fields: (form.fields ?? []) as FormField[] } : null
}
