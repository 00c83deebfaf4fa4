import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { canUseCms } from '@/access/roles'
import { isLocale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { previewTarget } from '@/domain/web/preview-target'

/**
 * /preview?slug=…[&kind=case-study], /preview?kind=home or /preview?kind=legal&page=terms (the
 * CMS panel's Preview button): lets an editor see a post's, case study's, the home's or a legal
 * page's draft on the site as it will look. Draft mode is a cookie for this browser only and is
 * granted to editors and admins alone; `?exit` ends it.
 */
export const GET = async (request: Request, { params }: { params: Promise<{ lang: string }> }) => {
  const { lang } = await params
  const locale = isLocale(lang) ? lang : 'fr'
  const url = new URL(request.url)
  const target = localizePath(
    previewTarget(url.searchParams.get('kind'), {
      slug: url.searchParams.get('slug') ?? '',
      page: url.searchParams.get('page') ?? '',
    }),
    locale,
  )
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
