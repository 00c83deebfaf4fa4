import { Icon } from '@/components/ui/icon'
import type { HomeContent } from '@/server/content'

import { CardRail } from './card-rail'
import { Section } from './section'

export const CapabilitiesSection = ({
  capabilities,
}: {
  capabilities: HomeContent['capabilities']
}) => (
  <Section
    id="capabilities"
    eyebrow={capabilities.eyebrow}
    heading={capabilities.heading}
    className="band"
  >
    <CardRail label={capabilities.eyebrow} className="sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {capabilities.items.map(({ icon, title, text }, index) => (
        <li key={index} className="feature-card">
          <Icon name={icon} />
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </CardRail>
  </Section>
)
