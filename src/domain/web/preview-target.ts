import { isLegalKey } from '../content/legal-pages'
import { isSlug } from '../content/slug'

import { publicPath } from './public-pages'

export type PreviewKind = 'case-study' | 'home' | 'legal'

/**
 * Where /preview sends an editor (French route): a post (no kind), a case study, the home or a
 * legal page. A slug or page key that names nothing sends to the section's list, or the home.
 */
export const previewTarget = (kind: string | null, { slug = '', page = '' } = {}): string => {
  if (kind === 'home') return '/'
  if (kind === 'legal') return isLegalKey(page) ? publicPath(page) : '/'
  const section =
    kind === 'case-study' ? { page: '/realisations', list: '/' } : { page: '/blog', list: '/blog' }
  return isSlug(slug) ? `${section.page}/${slug}` : section.list
}
