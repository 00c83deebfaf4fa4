import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link.client'

import { buttonClasses } from '@/components/ui/button'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import type { HomeContent } from '@/server/site/home-defaults'

import { TypedPhrases } from './typed-phrases.client'

export const Hero = ({ lang, hero }: { lang: Locale; hero: HomeContent['hero'] }) => {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-8 pb-10 sm:gap-8 sm:px-6 sm:py-28 lg:py-32">
        <p className="eyebrow">{hero.eyebrow}</p>
        {/* Fluid on a phone, so the longest phrase fits its line and no empty line waits under a short one. */}
        <h1 className="max-w-4xl text-[clamp(1.5rem,7vw,2.25rem)] leading-tight font-bold sm:leading-none tracking-tight sm:text-6xl">
          {hero.title}
          <TypedPhrases phrases={hero.phrases.map(({ text }) => text)} />
        </h1>
        <p className="max-w-2xl text-slate-600 sm:text-xl dark:text-slate-300">{hero.subtitle}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <IntentLink
            href={localizePath('/demarrer-projet', lang)}
            className={buttonClasses('primary', { size: 'lg' })}
          >
            {hero.primary}
            <Icon name="arrow-right" className="size-5" />
          </IntentLink>
          <IntentLink href="#portfolio" className={buttonClasses('outline', { size: 'lg' })}>
            {hero.secondary}
          </IntentLink>
        </div>
      </div>
    </section>
  )
}
