import type { Payload } from 'payload'

import type { Locale } from '@/domain/locales'
import { cachedRead } from '@/server/platform/cache/cached-read'

import { findPublicForm } from './form-row'
import { CONTENT_TAGS } from '../revalidate'

/**
 * A form of the CMS for a public page, in `lang`, without its e-mail settings; cached under the
 * forms' tag, so an editor's change shows at the next visit.
 */
export const getPublicForm = cachedRead(
  async (payload: Payload, lang: Locale, slug: string) => findPublicForm(payload, slug, lang),
  'forms',
  { tags: [CONTENT_TAGS.forms] },
)
