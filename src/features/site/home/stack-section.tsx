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
      <ul className="flex flex-wrap gap-3">
        {STACK.map((name) => (
          <li key={name} className="chip">
            {name}
          </li>
        ))}
      </ul>
    </Section>
  )
}
