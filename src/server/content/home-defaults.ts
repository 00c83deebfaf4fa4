import type { HomePage } from '@payload-types'
import type { Locale } from '@/domain/locales'
import type { ProjectType } from '@/domain/projects/type'
import { DATA_COUNTERS, STUDIO_COUNTERS } from '@/domain/site/counters'
import type { CapabilityIcon } from '@/domain/site/home-rules'
import { resources } from '@/i18n/resources'

type HomeTexts = (typeof resources)['fr']['home']

export type HomeContent = Omit<HomePage, 'id' | '_status' | 'updatedAt' | 'createdAt'>

const CAPABILITIES: [keyof HomeTexts['capabilities']['items'], CapabilityIcon][] = [
  ['frontend', 'monitor'],
  ['backend', 'server'],
  ['ai', 'brain-circuit'],
  ['cloud', 'cloud'],
  ['security', 'shield-check'],
  ['realtime', 'zap'],
  ['migration', 'database'],
  ['architecture', 'network'],
]

const PLANS: [keyof HomeTexts['pricing']['plans'], ProjectType][] = [
  ['launch', 'launch_site'],
  ['pro', 'pro_platform'],
  ['mvp', 'real_software'],
]

/**
 * The home page as it read before it was in the CMS, from the translation files: the seed saves
 * it, and a database with no published home shows it.
 */
export const homeDefaults = (lang: Locale): HomeContent => {
  // The namespace's tree itself: the home's lists (plans, steps, FAQ) are arrays of texts.
  const t: HomeTexts = resources[lang].home
  return {
    hero: {
      eyebrow: t.hero.eyebrow,
      title: t.hero.titleBefore,
      phrases: t.hero.phrases.map((text) => ({ text })),
      subtitle: t.hero.subtitle,
      primary: t.hero.primary,
      secondary: t.hero.secondary,
    },
    about: {
      eyebrow: t.about.title,
      heading: t.about.heading,
      text: t.about.text,
      counters: STUDIO_COUNTERS.map(({ key, value, suffix }) => ({
        value,
        suffix,
        label: t.about.counters[key as keyof typeof t.about.counters],
      })),
    },
    capabilities: {
      eyebrow: t.capabilities.title,
      heading: t.capabilities.heading,
      items: CAPABILITIES.map(([key, icon]) => ({ icon, ...t.capabilities.items[key] })),
    },
    portfolio: {
      eyebrow: t.portfolio.title,
      heading: t.portfolio.heading,
      dataTitle: t.portfolio.dataTitle,
      dataCounters: DATA_COUNTERS.map(({ key, value, suffix }) => ({
        value,
        suffix,
        label: t.portfolio.dataCounters[key as keyof typeof t.portfolio.dataCounters],
      })),
    },
    pricing: {
      eyebrow: t.pricing.title,
      heading: t.pricing.heading,
      popular: t.pricing.popular,
      cta: t.pricing.cta,
      plans: PLANS.map(([key, offer]) => {
        const plan = t.pricing.plans[key]
        return { ...plan, offer, price: Number(plan.price), popular: key === 'pro' }
      }),
      care: {
        name: t.pricing.care.name,
        price: Number(t.pricing.care.price),
        period: t.pricing.care.period,
        text: t.pricing.care.text,
        cta: t.pricing.care.cta,
      },
      guarantee: t.pricing.guarantee,
    },
    banner: t.banner,
  }
}
