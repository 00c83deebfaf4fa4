import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'

type Props = {
  id?: string
  eyebrow: string
  heading: string
  children: ReactNode
  className?: string
}

/** A home page section: anchor, small label, heading, content on the page's grid. */
export const Section = ({ id, eyebrow, heading, children, className }: Props) => (
  <section
    id={id}
    aria-labelledby={id ? `${id}-heading` : undefined}
    className={cn('section-block', className)}
  >
    <div className="page-width">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id ? `${id}-heading` : undefined} className="section-title">
        {heading}
      </h2>
      <div className="mt-6 sm:mt-12">{children}</div>
    </div>
  </section>
)
