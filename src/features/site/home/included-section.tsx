import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

import { Section } from './section'

export const IncludedSection = ({ lang }: { lang: Locale }) => {
  const t = getT(lang, 'home')
  const items = t('included.items', { returnObjects: true }) as unknown as string[]
  return (
    <Section eyebrow={t('included.eyebrow')} heading={t('included.title')}>
      <ul className="included-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  )
}
