import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { canUseCms } from '@/access/roles'
import { isSlug } from '@/domain/content/slug'
import { isLocale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'

/** Where a previewed document lives (a post, the default, a case study or the home), and its list. */
const targetOf = (kind: string | null, slug: string) => {
  if (kind === 'home') return '/'
  const section =
    kind === 'case-study' ? { page: '/realisations', list: '/' } : { page: '/blog', list: '/blog' }
  return isSlug(slug) ? `${section.page}/${slug}` : section.list
}

/**
 * /preview?slug=…[&kind=case-study] or /preview?kind=home (the CMS panel's Preview button): lets
 * an editor see a post's, case study's or the home's draft on the site as it will look. Draft mode is a cookie for this browser only
 * and is granted to editors and admins alone; `?exit` ends it.
 */
export const GET = async (request: Request, { params }: { params: Promise<{ lang: string }> }) => {
  const { lang } = await params
  const locale = isLocale(lang) ? lang : 'fr'
  const url = new URL(request.url)
  const slug = url.searchParams.get('slug') ?? ''
  const target = localizePath(targetOf(url.searchParams.get('kind'), slug), locale)
  if (url.searchParams.has('exit')) {
    ;(await draftMode()).disable()
    redirect(target)
  }
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!canUseCms(user)) return new Response('Aperçu réservé aux éditeurs', { status: 403 })
  ;(await draftMode()).enable()
  redirect(target)
}
