'use client'

import { useEffect, useState } from 'react'

import { initialTypewriter, nextTypewriter, visibleText } from '@/domain/site/typewriter'

import { useReducedMotion } from './use-reduced-motion'

/**
 * The hero's rotating phrases, typed and erased, in a cell as tall as the longest one. Screen readers get the phrases once, as text;
 * with reduced motion the first phrase simply stays.
 */
export const TypedPhrases = ({ phrases }: { phrases: string[] }) => {
  const reduced = useReducedMotion()
  const [state, setState] = useState(() => initialTypewriter(phrases))

  useEffect(() => {
    if (reduced) return
    const { state: next, delay } = nextTypewriter(state, phrases)
    const timer = setTimeout(() => setState(next), delay)
    return () => clearTimeout(timer)
  }, [state, phrases, reduced])

  const text = reduced ? (phrases[0] ?? '') : visibleText(state, phrases)
  // Every phrase sits, invisible, in the same cell as the typed one: the headline keeps the
  // height of the longest phrase and never jumps while the phrases change. Drawn here, not by
  // the server component, the phrases travel to the browser once (this component's props).
  return (
    <span className="typed-stack">
      {phrases.map((phrase) => (
        <span key={phrase} aria-hidden className="invisible">
          {`${phrase}\u00a0\u00a0`}
        </span>
      ))}
      <span>
        <span className="sr-only">{phrases.join(', ')}</span>
        <span aria-hidden data-testid="typed-phrase" className="text-accent">
          {text}
          <span className="typed-caret">&nbsp;</span>
        </span>
      </span>
    </span>
  )
}
