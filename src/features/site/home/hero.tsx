import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link.client'

import { buttonClasses } from '@/components/ui/button'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { TypedPhrases } from './typed-phrases.client'

export const Hero = ({ lang }: { lang: Locale }) => {
  const t = getT(lang, 'home')
  const phrases = t('hero.phrases', { returnObjects: true }) as unknown as string[]
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 sm:gap-8 sm:px-6 sm:py-28 lg:py-32">
        <p className="eyebrow">{t('hero.eyebrow')}</p>
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">
          {t('hero.titleBefore')}
          <br />
          <span className="inline-block min-h-[2.4em] sm:min-h-[1.2em]">
            <TypedPhrases phrases={phrases} />
          </span>
        </h1>
        <p className="max-w-2xl text-lg text-slate-600 sm:text-xl dark:text-slate-300">
          {t('hero.subtitle')}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <IntentLink
            href={localizePath('/demarrer-projet', lang)}
            className={buttonClasses('primary', { size: 'lg' })}
          >
            {t('hero.primary')}
            <Icon name="arrow-right" className="size-5" />
          </IntentLink>
          <IntentLink href="#portfolio" className={buttonClasses('outline', { size: 'lg' })}>
            {t('hero.secondary')}
          </IntentLink>
        </div>
      </div>
    </section>
  )
}
