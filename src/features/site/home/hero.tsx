import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link.client'

import { buttonClasses } from '@/components/ui/button'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import type { HomeContent } from '@/server/content'

import { TypedPhrases } from './typed-phrases.client'

export const Hero = ({ lang, hero }: { lang: Locale; hero: HomeContent['hero'] }) => {
  return (
    <section className="hero">
      <div className="hero-body">
        <p className="eyebrow">{hero.eyebrow}</p>
        <h1 className="hero-title">
          {hero.title}
          <TypedPhrases phrases={hero.phrases.map(({ text }) => text)} />
        </h1>
        <p className="hero-lead">{hero.subtitle}</p>
        <div className="hero-actions">
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
