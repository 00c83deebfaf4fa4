import type { Locale } from '@/domain/locales'
import { legalNameOf, type StudioIdentity } from '@/domain/site/studio-identity'
import { localizePath } from '@/domain/web/locale-path'
import { JsonLd } from '@/features/site/pages/json-ld'
import { env } from '@/server/platform/config/env'

/**
 * The studio as an organization for search engines, from its identity: a property it lacks is
 * left out, not sent empty.
 */
export const OrganizationJsonLd = ({
  lang,
  description,
  identity,
}: {
  lang: Locale
  description: string
  identity: StudioIdentity
}) => (
  <JsonLd
    data={{
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: identity.name,
      legalName: legalNameOf(identity),
      url: `${env.serverUrl}${localizePath('/', lang)}`,
      description,
      foundingDate: '2020',
      email: identity.email || undefined,
      telephone: identity.phone || undefined,
      vatID: identity.vatNumber || undefined,
      taxID: identity.uid || undefined,
      address: {
        '@type': 'PostalAddress',
        streetAddress:
          [identity.street, identity.buildingNumber].filter(Boolean).join(' ') || undefined,
        postalCode: identity.postalCode || undefined,
        addressLocality: identity.city || undefined,
        addressCountry: identity.country ?? 'CH',
      },
      sameAs: identity.social?.length ? identity.social.map(({ url }) => url) : undefined,
      areaServed: 'CH',
      knowsLanguage: ['fr', 'en'],
    }}
  />
)
