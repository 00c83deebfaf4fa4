import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link.client'

import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import type { HomeContent } from '@/server/content'

export const FinalBanner = ({ lang, banner }: { lang: Locale; banner: HomeContent['banner'] }) => (
  <section className="page-width pb-10 sm:pb-20">
    <div className="cta-banner">
      <div className="offer-head">
        <h2>{banner.heading}</h2>
        <p>{banner.text}</p>
      </div>
      <IntentLink href={localizePath('/demarrer-projet', lang)} className="cta-banner-button">
        {banner.cta}
        <Icon name="arrow-right" className="size-5" />
      </IntentLink>
    </div>
  </section>
)
