import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { Locale } from '@/domain/locales'

import { findPublicForm } from './form-row'
import { CONTENT_TAGS } from '../revalidate'

/**
 * A form of the CMS for a public page, in `lang`, without its e-mail settings; cached under the
 * forms' tag, so an editor's change shows at the next visit.
 */
export const getPublicForm = unstable_cache(
  async (lang: Locale, slug: string) => findPublicForm(await getPayload({ config }), slug, lang),
  ['forms'],
  { tags: [CONTENT_TAGS.forms] },
)
