import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link.client'

import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { SOCIAL_NETWORKS } from '@/domain/site/social-networks'
import { getT } from '@/i18n/translator'
import { getSiteContact } from '@/server/site/site-contact'

import { newsletterTexts } from './island-texts'
import { NewsletterForm } from './newsletter-form.client'
import { footerLinkGroups } from './site-links'

/** The footer: its texts and social links from the CMS (`site-contact`), the links of the site. */
export const SiteFooter = async ({ lang }: { lang: Locale }) => {
  const t = getT(lang, 'site')
  const { footer } = await getSiteContact(lang)
  return (
    <footer className="band border-t border-slate-200 dark:border-slate-800">
      <div className="page-width grid grid-cols-3 gap-x-4 gap-y-6 py-10 sm:gap-y-8 sm:py-12 lg:grid-cols-[1.4fr_repeat(3,1fr)_1.6fr] lg:gap-10">
        {/* On a phone the social links share the brand's row; from 1024 px they follow the text. */}
        <div className="col-span-3 flex flex-wrap items-center gap-x-4 gap-y-3 lg:col-span-1 lg:flex-col lg:items-start lg:gap-4">
          <IntentLink href={localizePath('/', lang)} className="text-xl font-bold tracking-tight">
            Studio<span className="text-accent">.</span>
          </IntentLink>
          <p className="text-muted order-last basis-full text-sm lg:order-none lg:basis-auto">
            {footer.about}
          </p>
          <ul aria-label={t('footer.social')} className="ml-auto flex gap-2 lg:ml-0">
            {(footer.social ?? []).map(({ network, url }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="icon-button text-muted"
                >
                  <Icon name={SOCIAL_NETWORKS[network].icon} className="size-5" />
                  <span className="sr-only">{SOCIAL_NETWORKS[network].name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerLinkGroups(lang).map((group) => (
          <nav key={group.key} aria-labelledby={`footer-${group.key}`}>
            <h2 id={`footer-${group.key}`} className="mb-3 text-sm font-semibold">
              {t(`footer.${group.key}`)}
            </h2>
            <ul className="flex flex-col gap-2">
              {group.links.map(({ key, href }) => (
                <li key={key}>
                  <IntentLink href={href} className="link-muted">
                    {t(`footer.links.${key}`)}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-3 flex flex-col gap-3 lg:col-span-1">
          <h2 className="text-sm font-semibold">{t('newsletter.title')}</h2>
          <p className="text-muted text-sm">{t('newsletter.text')}</p>
          <NewsletterForm lang={lang} texts={newsletterTexts(lang)} />
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="page-width text-muted flex flex-col gap-1 py-5 text-xs sm:py-6 sm:flex-row sm:justify-between">
          <p>{footer.rights}</p>
          <p>{footer.madeIn}</p>
        </div>
      </div>
    </footer>
  )
}
