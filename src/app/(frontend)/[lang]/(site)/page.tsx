import config from '@payload-config'
import { getPayload } from 'payload'
import type { Metadata } from 'next'
import { draftMode, headers } from 'next/headers'

import { AboutSection } from '@/features/site/home/about-section'
import { CapabilitiesSection } from '@/features/site/home/capabilities-section'
import { FinalBanner } from '@/features/site/home/final-banner'
import { Hero } from '@/features/site/home/hero'
import { IncludedSection } from '@/features/site/home/included-section'
import { OrganizationJsonLd } from '@/features/site/home/organization-json-ld'
import { MethodologySection } from '@/features/site/home/methodology-section'
import { PortfolioSection } from '@/features/site/home/portfolio-section'
import { PricingSection } from '@/features/site/home/pricing-section'
import { StackSection } from '@/features/site/home/stack-section'
import { DraftBanner } from '@/features/site/pages/draft-banner'
import { pageMetadata } from '@/features/site/seo'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { getHomePage, getHomePageDraft, getStudioIdentity } from '@/server/content'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => {
  const lang = await langOf(props)
  const t = getT(lang, 'home')
  return pageMetadata({
    lang,
    path: '/',
    title: t('metaTitle'),
    description: t('metaDescription'),
    absoluteTitle: true,
  })
}

/**
 * Home: anchors #about, #capabilities, #portfolio, #pricing. Prerendered per language from the
 * published `home-page` global and rebuilt when an editor publishes; in draft mode (an editor's
 * preview, see /preview) its latest draft, rendered per request.
 */
const Home = async (props: LangParams) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const preview = (await draftMode()).isEnabled
  const home = preview
    ? await getHomePageDraft(payload, lang, await headers())
    : await getHomePage(payload, lang)
  return (
    <>
      {preview ? (
        <div className="page-width pt-4">
          <DraftBanner lang={lang} exitQuery="kind=home" />
        </div>
      ) : null}
      <Hero lang={lang} hero={home.hero} />
      <AboutSection about={home.about} />
      <CapabilitiesSection capabilities={home.capabilities} />
      <PortfolioSection lang={lang} portfolio={home.portfolio} />
      <MethodologySection lang={lang} />
      <StackSection lang={lang} />
      <PricingSection lang={lang} pricing={home.pricing} />
      <IncludedSection lang={lang} />
      <FinalBanner lang={lang} banner={home.banner} />
      <OrganizationJsonLd
        lang={lang}
        description={getT(lang, 'home')('metaDescription')}
        identity={await getStudioIdentity(payload)}
      />
    </>
  )
}

export default Home
