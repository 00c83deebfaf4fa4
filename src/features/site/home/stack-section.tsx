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
      {/* One row scrolled sideways on a phone, wrapped from 640 px on. */}
      <ul
        aria-label={t('stack.title')}
        tabIndex={0}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:gap-3 sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {STACK.map((name) => (
          <li key={name} className="chip shrink-0">
            {name}
          </li>
        ))}
      </ul>
    </Section>
  )
}
