import { Check } from 'lucide-react'

import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

import { Section } from './section'

export const IncludedSection = ({ lang }: { lang: Locale }) => {
  const t = getT(lang, 'home')
  const items = t('included.items', { returnObjects: true }) as unknown as string[]
  return (
    <Section eyebrow={t('included.eyebrow')} heading={t('included.title')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <Check
              aria-hidden
              className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400"
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
