import config from '@payload-config'
import { getPayload } from 'payload'
import { Icon } from '@/components/ui/icon'
import { IntentLink } from '@/components/ui/intent-link.client'

import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { publicPath } from '@/domain/web/public-pages'
import { SOCIAL_NETWORKS } from '@/domain/site/social-networks'
import { addressLines, type StudioIdentity } from '@/domain/site/studio-identity'
import { getT } from '@/i18n/translator'
import { getSiteContact } from '@/server/content'

import { newsletterTexts } from './island-texts'
import { NewsletterForm } from './newsletter-form.client'
import { footerLinkGroups } from './site-links'

/**
 * The footer: its texts from the CMS (`site-contact`), the studio's name, profiles and company
 * line from its identity, the links of the site.
 */
export const SiteFooter = async ({
  lang,
  identity,
}: {
  lang: Locale
  identity: StudioIdentity
}) => {
  const payload = await getPayload({ config })
  const t = getT(lang, 'site')
  const { footer } = await getSiteContact(payload, lang)
  const uid = identity.uid ? t('footer.uid', { uid: identity.uid }) : null
  // The company's registered details, once the studio has entered them.
  const company = [identity.legalName, addressLines(identity).join(', '), uid].filter(Boolean)
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div className="footer-brand">
          <IntentLink href={localizePath('/', lang)} className="brand">
            {identity.name}
            <span>.</span>
          </IntentLink>
          <p>{footer.about}</p>
          {identity.social?.length ? (
            <ul aria-label={t('footer.social')} className="footer-social">
              {identity.social.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <Icon name={SOCIAL_NETWORKS[network].icon} />
                    <span className="sr-only">{SOCIAL_NETWORKS[network].name}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {footerLinkGroups(lang).map((group) => (
          <nav key={group.key} aria-labelledby={`footer-${group.key}`} className="footer-links">
            <h2 id={`footer-${group.key}`}>{t(`footer.${group.key}`)}</h2>
            <ul>
              {group.links.map(({ key, href }) => (
                <li key={key}>
                  <IntentLink href={href}>{t(`footer.links.${key}`)}</IntentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer-newsletter">
          <h2>{t('newsletter.title')}</h2>
          <p>{t('newsletter.text')}</p>
          <NewsletterForm lang={lang} texts={newsletterTexts(lang)} />
        </div>
      </div>
      <div className="footer-end">
        <div>
          <p>
            {footer.rights}
            {' · '}
            <IntentLink
              href={localizePath(publicPath('imprint'), lang)}
              className="underline underline-offset-4"
            >
              {t('footer.links.imprint')}
            </IntentLink>
          </p>
          {company.length ? <p>{company.join(' · ')}</p> : null}
          <p>{footer.madeIn}</p>
        </div>
      </div>
    </footer>
  )
}
