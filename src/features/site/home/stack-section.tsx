import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

import { Section } from './section'

/** Product names, the same in every language. */
const STACK = [
  'TypeScript',
  'React',
  'Next.js',
  'Node.js',
  'PostgreSQL',
  'Python',
  'Payload CMS',
  'Tailwind CSS',
  'Docker',
  'AWS',
  'OpenAI',
  'Stripe',
]

export const StackSection = ({ lang }: { lang: Locale }) => {
  const t = getT(lang, 'home')
  return (
    <Section eyebrow={t('stack.title')} heading={t('stack.heading')}>
      <ul aria-label={t('stack.title')} tabIndex={0} className="chip-row">
        {STACK.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </Section>
  )
}
