'use client'

import Link from 'next/link'
import {
  useState,
  type ComponentProps,
  type FocusEvent,
  type MouseEvent,
  type TouchEvent,
} from 'react'

type Props = ComponentProps<typeof Link>

/**
 * The public site's link: it prefetches its page once the visitor shows intent (pointer over,
 * touch, keyboard focus) instead of as soon as it scrolls into view: Next's default fetches every
 * visible link's page data and code while the page is still starting, which slows a phone.
 */
export const IntentLink = ({ onMouseEnter, onTouchStart, onFocus, ...props }: Props) => {
  const [intent, setIntent] = useState(false)
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true)
        onFocus?.(event)
      }}
    />
  )
}
