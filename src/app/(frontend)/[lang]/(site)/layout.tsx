import config from '@payload-config'
import { getPayload } from 'payload'
import type { ReactNode } from 'react'

import { ThemeScriptTag } from '@/components/theme/theme-script-tag'
import { ChatButton } from '@/features/site/layout/chat-button'
import { SiteFooter } from '@/features/site/layout/site-footer'
import { SiteHeader } from '@/features/site/layout/site-header'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { getStudioIdentity } from '@/server/content'

/**
 * The public site's frame: header, footer and WhatsApp button around every public page, named
 * and linked as the studio's identity says.
 */
const SiteLayout = async ({ children, params }: LangParams & { children: ReactNode }) => {
  const payload = await getPayload({ config })
  const lang = await langOf({ params })
  const identity = await getStudioIdentity(payload)
  return (
    <>
      <ThemeScriptTag />
      <a href="#main" className="skip-link">
        {getT(lang, 'site')('skipToContent')}
      </a>
      <SiteHeader lang={lang} brand={identity.name} />
      <main id="main">{children}</main>
      <SiteFooter lang={lang} identity={identity} />
      <ChatButton lang={lang} whatsappUrl={identity.messagingUrl ?? null} />
    </>
  )
}

export default SiteLayout
