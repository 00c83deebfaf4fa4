import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { JsonLd } from '@/features/site/pages/json-ld'
import { env } from '@/server/platform/config/env'

/** The studio as an organization for search engines (founded 2020, Geneva). */
export const OrganizationJsonLd = ({
  lang,
  description,
}: {
  lang: Locale
  description: string
}) => (
  <JsonLd
    data={{
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Studio',
      url: `${env.serverUrl}${localizePath('/', lang)}`,
      description,
      foundingDate: '2020',
      address: { '@type': 'PostalAddress', addressLocality: 'Genève', addressCountry: 'CH' },
      areaServed: 'CH',
      knowsLanguage: ['fr', 'en'],
    }}
  />
)
