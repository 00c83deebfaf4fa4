import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link.client'

import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import type { HomeContent } from '@/server/site/home-defaults'

export const FinalBanner = ({ lang, banner }: { lang: Locale; banner: HomeContent['banner'] }) => (
  <section className="page-width pb-10 sm:pb-20">
    <div className="flex flex-col items-start gap-5 rounded-3xl bg-blue-800 px-6 py-8 text-white sm:px-14 sm:py-14 md:flex-row md:items-center md:justify-between dark:bg-blue-900">
      <div className="flex flex-col gap-2">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{banner.heading}</h2>
        <p className="text-blue-100">{banner.text}</p>
      </div>
      <IntentLink
        href={localizePath('/demarrer-projet', lang)}
        className="inline-flex h-12 shrink-0 items-center gap-2 rounded-md bg-white px-6 font-semibold whitespace-nowrap text-blue-900 hover:bg-blue-50"
      >
        {banner.cta}
        <Icon name="arrow-right" className="size-5" />
      </IntentLink>
    </div>
  </section>
)
