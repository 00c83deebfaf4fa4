import { Icon } from '@/components/ui/icon'

import { IntentLink } from '@/components/ui/intent-link.client'

import { buttonClasses } from '@/components/ui/button'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { getT } from '@/i18n/translator'

import { LanguageMenu } from '@/components/language/language-menu.client'
import { languageTexts } from '@/components/language/language-texts'
import { MobileMenu } from './mobile-menu.client'
import { menuTexts } from './island-texts'
import { homeSectionLinks } from './site-links'
import { ThemeToggle } from './theme-toggle.client'

/** The public site's header: brand, section links, language, theme, client area, call to action. */
export const SiteHeader = ({ lang, brand }: { lang: Locale; brand: string }) => {
  const t = getT(lang, 'site')
  const sections = homeSectionLinks(lang).map(({ key, href }) => ({ href, label: t(`nav.${key}`) }))
  // The islands' icons and labels are rendered here, so the browser gets no icon code for them.
  const themeToggle = (
    <ThemeToggle>
      <Icon name="moon" className="size-5 dark:hidden" />
      <Icon name="sun" className="hidden size-5 dark:block" />
      <span className="sr-only dark:hidden">{t('theme.toDark')}</span>
      <span className="sr-only hidden dark:inline">{t('theme.toLight')}</span>
    </ThemeToggle>
  )
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <IntentLink href={localizePath('/', lang)} className="brand">
          {brand}
          <span>.</span>
        </IntentLink>
        <nav aria-label={t('nav.label')} className="header-group">
          {sections.map(({ href, label }) => (
            <IntentLink key={href} href={href} className="nav-link">
              {label}
            </IntentLink>
          ))}
        </nav>
        <div className="header-group">
          <LanguageMenu
            lang={lang}
            texts={languageTexts(lang)}
            chevron={<Icon name="chevron-down" className="size-4" />}
          />
          {themeToggle}
          <IntentLink href={localizePath('/login', lang)} className={buttonClasses('ghost')}>
            {t('nav.clientSpace')}
          </IntentLink>
          <IntentLink
            href={localizePath('/demarrer-projet', lang)}
            className={buttonClasses('primary')}
          >
            {t('nav.startProject')}
          </IntentLink>
        </div>
        <MobileMenu
          lang={lang}
          texts={menuTexts(lang)}
          slots={{
            openIcon: <Icon name="menu" className="size-6" />,
            closeIcon: <Icon name="x" className="size-6" />,
            themeToggle,
          }}
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
