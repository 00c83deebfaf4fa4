'use client'

import { useEffect, useRef, useState } from 'react'

import { COUNT_UP_MS, countAt } from '@/domain/site/counters'

import { useReducedMotion } from './use-reduced-motion'

/**
 * A figure that counts up from 0 over 2 s the first time it scrolls into view. The server renders
 * the final value (for search engines and for visitors without scripts); with reduced motion it
 * never moves.
 */
export const CountUp = ({ value, suffix }: { value: number; suffix: string }) => {
  const reduced = useReducedMotion()
  const ref = useRef<HTMLSpanElement>(null)
  const [shown, setShown] = useState(value)
  const started = useRef(false)

  useEffect(() => {
    const element = ref.current
    if (reduced || !element || started.current) return
    let frame = 0
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting || started.current) return
      started.current = true
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const elapsed = now - start
        setShown(countAt(elapsed, value))
        if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [reduced, value])

  return (
    <span ref={ref} data-testid="counter">
      {reduced ? value : shown}
      {suffix}
    </span>
  )
}
