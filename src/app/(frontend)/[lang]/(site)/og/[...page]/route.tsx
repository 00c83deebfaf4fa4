import config from '@payload-config'
import { getPayload } from 'payload'
import { LOCALES, type Locale } from '@/domain/locales'
import { PUBLIC_PAGES } from '@/domain/web/public-pages'
import { ogCard } from '@/features/site/og/og-card'
import { langOf } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { getCaseStudy, getHomePage, getPost, getStudioIdentity } from '@/server/content'

type Props = { params: Promise<{ lang: string; page: string[] }> }

/** The public pages' pictures are drawn at build; a post's on its first request, like the post. */
export const generateStaticParams = () =>
  LOCALES.flatMap((lang) => PUBLIC_PAGES.map(({ key }) => ({ lang, page: [key] })))

/** At most one redraw a minute, as the posts themselves (a renamed post gets its new title). */
export const revalidate = 60

const titleOf = async (lang: Locale, page: string[]) => {
  const payload = await getPayload({ config })
  const [first, slug, ...rest] = page
  if (first === 'blog' && slug && !rest.length) return (await getPost(payload, lang, slug))?.title
  if (first === 'realisations' && slug && !rest.length) {
    return (await getCaseStudy(payload, lang, slug))?.title
  }
  if (page.length !== 1) return undefined
  if (first === 'home') {
    // The headline as the editor published it, with its first typed phrase.
    const { hero } = await getHomePage(payload, lang)
    return [hero.title, hero.phrases?.[0]?.text].filter(Boolean).join(' ')
  }
  const known = PUBLIC_PAGES.find(({ key }) => key === first)
  return known && getT(lang, 'pages')(`sitemap.pages.${known.key}`)
}

/** /og/<page key>, /og/blog/<slug> and /og/realisations/<slug> (under /en in English): the picture of a shared link. */
export const GET = async (_request: Request, { params }: Props) => {
  const payload = await getPayload({ config })
  const lang = await langOf({ params })
  const title = await titleOf(lang, (await params).page)
  if (!title) return new Response('Not found', { status: 404 })
  return ogCard({
    brand: (await getStudioIdentity(payload)).name,
    title,
    tagline: (await getHomePage(payload, lang)).hero.eyebrow,
  })
}
