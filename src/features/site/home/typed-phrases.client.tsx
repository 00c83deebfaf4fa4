'use client'

import { useEffect, useState } from 'react'

import { initialTypewriter, nextTypewriter, visibleText } from '@/domain/site/typewriter'

import { useReducedMotion } from './use-reduced-motion'

/**
 * The hero's rotating phrases, typed and erased. Screen readers get the phrases once, as text;
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
  return (
    <>
      <span className="sr-only">{phrases.join(', ')}</span>
      <span aria-hidden data-testid="typed-phrase" className="text-accent">
        {text}
        <span className="ml-0.5 inline-block w-[3px] animate-caret bg-current align-baseline motion-reduce:animate-none">
          &nbsp;
        </span>
      </span>
    </>
  )
}
