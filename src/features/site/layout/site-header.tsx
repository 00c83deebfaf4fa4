import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { LanguageMenu } from './language-menu.client'
import { MobileMenu } from './mobile-menu.client'
import { homeSectionLinks } from './site-links'
import { ThemeToggle } from './theme-toggle.client'

/** The public site's header: brand, section links, language, theme, client area, call to action. */
export const SiteHeader = ({ lang }: { lang: Locale }) => {
  const t = getT(lang, 'site')
  const sections = homeSectionLinks(lang).map(({ key, href }) => ({ href, label: t(`nav.${key}`) }))
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur dark:border-slate-800/80 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href={localizePath('/', lang)} className="text-xl font-bold tracking-tight">
          Studio<span className="text-blue-700 dark:text-blue-400">.</span>
        </Link>
        <nav aria-label={t('nav.label')} className="hidden items-center gap-1 md:flex">
          {sections.map(({ href, label }) => (
            <Link
              key={href}
              href={href}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              {label}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-1 md:flex">
          <LanguageMenu lang={lang} />
          <ThemeToggle />
          <Link href={localizePath('/login', lang)} className={buttonClasses('ghost')}>
            {t('nav.clientSpace')}
          </Link>
          <Link href={localizePath('/demarrer-projet', lang)} className={buttonClasses('primary')}>
            {t('nav.startProject')}
          </Link>
        </div>
        <MobileMenu
          lang={lang}
          sections={sections}
          clientSpace={{ href: localizePath('/login', lang), label: t('nav.clientSpace') }}
          startProject={{
            href: localizePath('/demarrer-projet', lang),
            label: t('nav.startProject'),
          }}
        />
      </div>
    </header>
  )
}
