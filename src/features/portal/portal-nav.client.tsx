'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { cn } from '@/components/ui/cn'

export type NavItem = { href: string; label: string }

/** The area's links, the current page marked for sight and for screen readers. */
export const NavLinks = ({ items, label }: { items: NavItem[]; label: string }) => {
  const pathname = usePathname()
  return (
    <nav aria-label={label} className="flex gap-1 overflow-x-auto md:flex-col">
      {items.map(({ href, label: text }) => {
        const current = pathname === href
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-slate-100 dark:hover:bg-slate-800',
              current &&
                'bg-blue-50 text-blue-800 hover:bg-blue-50 dark:bg-blue-950 dark:text-blue-200 dark:hover:bg-blue-950',
            )}
          >
            {text}
          </Link>
        )
      })}
    </nav>
  )
}
