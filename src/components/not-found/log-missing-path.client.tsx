'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Leaves the missing path in the browser console, for whoever debugs a broken link. */
export const LogMissingPath = () => {
  const pathname = usePathname()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return null
}
