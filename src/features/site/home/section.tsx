import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'

type Props = {
  id?: string
  eyebrow: string
  heading: string
  children: ReactNode
  className?: string
}

/**
 * A home page section: anchor, small label, heading, content on the page's grid. Without an
 * anchor it has no id attributes at all (an undefined prop still travels in the RSC payload).
 */
export const Section = ({ id, eyebrow, heading, children, className }: Props) => {
  const headingId = id ? `${id}-heading` : null
  return (
    <section
      {...(headingId && { id, 'aria-labelledby': headingId })}
      className={cn('section-block', className)}
    >
      <div className="page-width">
        <p className="eyebrow">{eyebrow}</p>
        <h2 {...(headingId && { id: headingId })} className="section-title">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  )
}
