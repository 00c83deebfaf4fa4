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
    className={cn('scroll-mt-20 py-20 sm:py-24', className)}
  >
    <div className="page-width">
      <p className="eyebrow">{eyebrow}</p>
      <h2
        id={id ? `${id}-heading` : undefined}
        className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
      >
        {heading}
      </h2>
      <div className="mt-12">{children}</div>
    </div>
  </section>
)
