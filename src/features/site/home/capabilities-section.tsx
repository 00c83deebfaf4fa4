import { Icon } from '@/components/ui/icon'
import type { HomeContent } from '@/server/site/home-defaults'

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
      {capabilities.items.map(({ id, icon, title, text }, index) => (
        <li key={id ?? index} className="feature-card">
          <Icon name={icon} className="text-accent size-7" />
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="text-muted text-sm">{text}</p>
        </li>
      ))}
    </CardRail>
  </Section>
)
