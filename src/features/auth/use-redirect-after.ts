import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Goes to `href` after `delayMs` while `active`, leaving time to read the message on screen. */
export const useRedirectAfter = (active: boolean, href: string, delayMs: number) => {
  const router = useRouter()
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => router.replace(href), delayMs)
    return () => clearTimeout(timer)
  }, [active, href, delayMs, router])
}
