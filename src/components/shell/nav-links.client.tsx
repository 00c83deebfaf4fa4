'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icon'
import type { IconName } from '@/components/ui/icon-names'

/**
 * A link of an area's navigation; `badge` is a count shown beside it (and read with it), `icon`
 * a decorative icon before it.
 */
export type NavItem = { href: string; label: string; badge?: number; icon?: IconName }

/** The area's links, the current page marked for sight and for screen readers. */
export const NavLinks = ({ items, label }: { items: NavItem[]; label: string }) => {
  const pathname = usePathname()
  return (
    // On a phone the links wrap onto a second row rather than scroll: every page stays in sight.
    <nav aria-label={label} className="flex flex-wrap gap-1 md:flex-col">
      {items.map(({ href, label: text, badge, icon }) => {
        const current = pathname === href
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
              current
                ? 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200'
                : 'hover:bg-slate-100 dark:hover:bg-slate-800',
            )}
          >
            {icon ? <Icon name={icon} className="size-4 shrink-0 opacity-80" /> : null}
            {text}
            {badge ? (
              <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-blue-700 px-1.5 text-xs font-semibold text-white tabular-nums dark:bg-blue-400 dark:text-slate-950">
                {badge}
              </span>
            ) : null}
          </Link>
        )
      })}
    </nav>
  )
}
