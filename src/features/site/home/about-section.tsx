import type { HomeContent } from '@/server/site/home-defaults'

import { Figure } from './figure'
import { Section } from './section'

export const AboutSection = ({ about }: { about: HomeContent['about'] }) => (
  <Section id="about" eyebrow={about.eyebrow} heading={about.heading}>
    <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
      <p className="text-slate-600 sm:text-lg dark:text-slate-300">{about.text}</p>
      <dl className="figure-grid">
        {about.counters.map((counter, index) => (
          <Figure key={index} {...counter} />
        ))}
      </dl>
    </div>
  </Section>
)
