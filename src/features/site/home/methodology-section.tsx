import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

import { Section } from './section'

type Step = { title: string; text: string }

export const MethodologySection = ({ lang }: { lang: Locale }) => {
  const t = getT(lang, 'home')
  const steps = t('methodology.steps', { returnObjects: true }) as unknown as Step[]
  return (
    <Section eyebrow={t('methodology.title')} heading={t('methodology.heading')} className="band">
      {/* A rail on a phone, like the other card rows: the steps read left to right. */}
      <ol
        aria-label={t('methodology.title')}
        tabIndex={0}
        className="card-rail gap-x-4 sm:grid-cols-2 sm:gap-y-6 lg:grid-cols-4"
      >
        {steps.map((step, index) => (
          <li key={index} className="step-card">
            <span>{index + 1}</span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
