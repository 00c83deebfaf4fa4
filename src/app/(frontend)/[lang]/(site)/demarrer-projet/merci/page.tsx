import { Icon } from '@/components/ui/icon'
import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'

import { buttonClasses } from '@/components/ui/button'
import { localizePath } from '@/domain/web/locale-path'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => ({
  title: getT(await langOf(props), 'brief')('thanks.metaTitle'),
  robots: { index: false },
})

/** /demarrer-projet/merci: the thank-you page, with a link back home. */
const ThanksPage = async (props: LangParams) => {
  const lang = await langOf(props)
  const t = getT(lang, 'brief')
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <Icon name="circle-check" className="size-14 text-green-700 dark:text-green-400" />
      <h1 className="text-3xl font-bold tracking-tight">{t('thanks.title')}</h1>
      <p className="text-lg text-slate-600 dark:text-slate-300">{t('thanks.text')}</p>
      <IntentLink
        href={localizePath('/', lang)}
        className={buttonClasses('primary', { className: 'mt-2' })}
      >
        {t('thanks.back')}
      </IntentLink>
    </div>
  )
}

export default ThanksPage
