'use client'

import { IntentLink } from '@/components/ui/intent-link.client'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { LOCALES, type Locale } from '@/domain/locales'

import { FlagIcon } from '@/components/language/flag-icon'
import type { MenuTexts } from './island-texts'
import { useLanguageSwitch } from '@/components/language/use-language-switch'

type NavLink = { href: string; label: string }
type Props = {
  lang: Locale
  sections: NavLink[]
  clientSpace: NavLink
  startProject: NavLink
  texts: MenuTexts
  /** Rendered on the server: the menu and close icons, and the theme switch. */
  slots: { openIcon: ReactNode; closeIcon: ReactNode; themeToggle: ReactNode }
}

/**
 * The side drawer under the `md` breakpoint. A modal <dialog>: the browser traps focus, closes
 * it on Escape and gives focus back to the menu button. Its content is rendered once it opens:
 * the page's HTML does not carry a second copy of the navigation that most visitors never open.
 */
export const MobileMenu = ({ lang, sections, clientSpace, startProject, texts, slots }: Props) => {
  const { hrefFor, remember } = useLanguageSwitch()
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const close = () => dialog.current?.close()
  // Shown as a modal once its content is there, so the browser focuses the first control in it.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal()
  }, [open])

  return (
    <div className="md:hidden">
      <button type="button" onClick={() => setOpen(true)} className="icon-button">
        {slots.openIcon}
        <span className="sr-only">{texts.open}</span>
      </button>
      <dialog
        ref={dialog}
        aria-label={texts.title}
        onClick={(event) => event.target === dialog.current && close()}
        onClose={() => setOpen(false)}
        className="menu-sheet"
      >
        {open ? (
          <div className="flex h-full flex-col gap-6 p-5">
            <div className="flex items-center justify-between">
              <span className="text-lg font-bold">{texts.title}</span>
              <button type="button" onClick={close} className="icon-button">
                {slots.closeIcon}
                <span className="sr-only">{texts.close}</span>
              </button>
            </div>
            <nav aria-label={texts.navigation} className="flex flex-col gap-1">
              {sections.map(({ href, label }) => (
                <IntentLink
                  key={href}
                  href={href}
                  onClick={close}
                  className="rounded-md px-3 py-3 text-base font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  {label}
                </IntentLink>
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
                  {texts.languages[target]}
                </a>
              ))}
              {slots.themeToggle}
            </div>
            <div className="mt-auto flex flex-col gap-2">
              <IntentLink
                href={clientSpace.href}
                onClick={close}
                className={buttonClasses('outline')}
              >
                {clientSpace.label}
              </IntentLink>
              <IntentLink
                href={startProject.href}
                onClick={close}
                className={buttonClasses('primary')}
              >
                {startProject.label}
              </IntentLink>
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  )
}
