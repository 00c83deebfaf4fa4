import type { Metadata } from 'next'

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
import { pageMetadata } from '@/features/site/seo'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'

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

/** Home: anchors #about, #capabilities, #portfolio, #pricing. Prerendered per language. */
const Home = async (props: LangParams) => {
  const lang = await langOf(props)
  return (
    <>
      <Hero lang={lang} />
      <AboutSection lang={lang} />
      <CapabilitiesSection lang={lang} />
      <PortfolioSection lang={lang} />
      <MethodologySection lang={lang} />
      <StackSection lang={lang} />
      <PricingSection lang={lang} />
      <IncludedSection lang={lang} />
      <FinalBanner lang={lang} />
      <OrganizationJsonLd lang={lang} description={getT(lang, 'home')('metaDescription')} />
    </>
  )
}

export default Home
