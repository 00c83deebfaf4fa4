'use client'

import { Menu, X } from 'lucide-react'
import Link from 'next/link'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { buttonClasses } from '@/components/ui/button'
import { LOCALES, type Locale } from '@/domain/locales'

import { FlagIcon } from './flag-icon'
import { ThemeToggle } from './theme-toggle.client'
import { useLanguageSwitch } from './use-language-switch'

type NavLink = { href: string; label: string }
type Props = { lang: Locale; sections: NavLink[]; clientSpace: NavLink; startProject: NavLink }

/**
 * The side drawer under the `md` breakpoint. A modal <dialog>: the browser traps focus, closes
 * it on Escape and gives focus back to the menu button.
 */
export const MobileMenu = ({ lang, sections, clientSpace, startProject }: Props) => {
  const { t } = useTranslation('site')
  const { hrefFor, remember } = useLanguageSwitch()
  const dialog = useRef<HTMLDialogElement>(null)
  const close = () => dialog.current?.close()

  return (
    <div className="md:hidden">
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden className="size-6" />
        <span className="sr-only">{t('nav.openMenu')}</span>
      </button>
      <dialog
        ref={dialog}
        aria-label={t('nav.menu')}
        onClick={(event) => event.target === dialog.current && close()}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex h-full flex-col gap-6 p-5">
          <div className="flex items-center justify-between">
            <span className="text-lg font-bold">{t('nav.menu')}</span>
            <button
              type="button"
              onClick={close}
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <X aria-hidden className="size-6" />
              <span className="sr-only">{t('nav.closeMenu')}</span>
            </button>
          </div>
          <nav aria-label={t('nav.label')} className="flex flex-col gap-1">
            {sections.map(({ href, label }) => (
              <Link
                key={href}
                href={href}
                onClick={close}
                className="rounded-md px-3 py-3 text-base font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                {label}
              </Link>
            ))}
          </nav>
          <div className="flex items-center gap-2">
            {LOCALES.map((target) => (
              <a
                key={target}
                href={hrefFor(target)}
                hrefLang={target}
                lang={target}
                aria-current={target === lang ? 'true' : undefined}
                onClick={() => remember(target)}
                className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-200 px-3 text-sm aria-[current]:border-blue-600 aria-[current]:font-semibold dark:border-slate-700"
              >
                <FlagIcon lang={target} />
                {t(`language.${target}`)}
              </a>
            ))}
            <ThemeToggle />
          </div>
          <div className="mt-auto flex flex-col gap-2">
            <Link href={clientSpace.href} onClick={close} className={buttonClasses('outline')}>
              {clientSpace.label}
            </Link>
            <Link href={startProject.href} onClick={close} className={buttonClasses('primary')}>
              {startProject.label}
            </Link>
          </div>
        </div>
      </dialog>
    </div>
  )
}
