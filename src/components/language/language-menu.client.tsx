'use client'

import { useCallback, useRef, useState, type ReactNode } from 'react'

import { useDismiss } from '@/components/ui/use-dismiss'

import { LOCALES, type Locale } from '@/domain/locales'

import { FlagIcon } from './flag-icon'
import type { LanguageTexts } from './language-texts'
import { useLanguageSwitch } from './use-language-switch'

type Props = {
  lang: Locale
  texts: LanguageTexts
  chevron: ReactNode
  /**
   * Takes over a choice instead of following the link at once (the portal saves it on the
   * account first); it gets the chosen language and the same page's address in it.
   */
  onChoose?: (target: Locale, href: string) => void
}

/**
 * The flag menu: the other language's link for the same page, remembered for next visits. Its
 * chevron comes rendered from the server (no icon code in the browser).
 */
export const LanguageMenu = ({ lang, texts, chevron, onChoose }: Props) => {
  const { hrefFor, remember } = useLanguageSwitch()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, root)

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="language-menu"
        aria-label={texts.current}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold uppercase hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <FlagIcon lang={lang} />
        {lang}
        {chevron}
      </button>
      {open ? (
        <ul
          id="language-menu"
          className="absolute right-0 z-50 mt-2 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {LOCALES.map((target) => (
            <li key={target}>
              <a
                href={hrefFor(target)}
                hrefLang={target}
                lang={target}
                aria-current={target === lang ? 'true' : undefined}
                onClick={(event) => {
                  if (!onChoose) return remember(target)
                  event.preventDefault()
                  onChoose(target, hrefFor(target))
                }}
                className="flex items-center gap-2.5 rounded-md px-3 py-2 text-sm hover:bg-slate-100 aria-[current]:font-semibold dark:hover:bg-slate-800"
              >
                <FlagIcon lang={target} />
                {texts.names[target]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
