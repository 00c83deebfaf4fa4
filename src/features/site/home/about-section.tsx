import type { HomeContent } from '@/server/content'

import { Figure } from './figure'
import { Section } from './section'

export const AboutSection = ({ about }: { about: HomeContent['about'] }) => (
  <Section id="about" eyebrow={about.eyebrow} heading={about.heading}>
    <div className="about-grid">
      <p>{about.text}</p>
      <dl className="figure-grid">
        {about.counters.map((counter, index) => (
          <Figure key={index} {...counter} />
        ))}
      </dl>
    </div>
  </Section>
)
