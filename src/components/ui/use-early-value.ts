import { useEffect, useEffectEvent, useRef } from 'react'

/**
 * A field rendered on the server can be typed into (or picked from) before the page's script has
 * run; React then hydrates with its own state and the visitor's input is silently ignored. Put the
 * returned ref on the field: once hydrated, a value that differs from React's is handed to
 * `onChange`, as if it had just been typed.
 */
export const useEarlyValue = <E extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onChange: (value: string) => void,
) => {
  const ref = useRef<E>(null)
  const adopt = useEffectEvent(() => {
    const early = ref.current?.value
    if (early !== undefined && early !== value) onChange(early)
  })
  useEffect(() => adopt(), [])
  return ref
}
