import config from '@payload-config'
import { getPayload } from 'payload'
import { Icon } from '@/components/ui/icon'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { SUPPORT_FORM_SLUG } from '@/domain/forms/form-settings'
import { telHref } from '@/domain/site/studio-identity'
import { chatLink } from '@/domain/web/chat-link'
import { cn } from '@/components/ui/cn'
import { ContactForm } from '@/features/site/pages/contact-form.client'
import { supportFormTexts } from '@/features/site/pages/support-form-texts'
import { PageHeader } from '@/features/site/pages/page-header'
import { pageMetadata } from '@/features/site/seo'
import { langOf, type LangParams } from '@/i18n/params'
import { I18nProvider } from '@/i18n/i18n-provider.client'
import { clientMessages, getT } from '@/i18n/translator'
import { getPublicForm, getSiteContact, getStudioIdentity } from '@/server/content'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => {
  const lang = await langOf(props)
  const t = getT(lang, 'pages')
  return pageMetadata({
    lang,
    path: '/support',
    title: t('support.metaTitle'),
    description: t('support.metaDescription'),
  })
}

const Card = ({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) => (
  <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
    {icon}
    <h2 className="text-lg font-semibold">{title}</h2>
    {children}
  </li>
)

/**
 * /support: e-mail, WhatsApp and phone (the studio's identity; a channel it lacks is not shown)
 * and hours, their texts from /cms, then the contact form (too).
 */
const SupportPage = async (props: LangParams) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const t = getT(lang, 'pages')
  const identity = await getStudioIdentity(payload)
  const whatsapp = chatLink(identity.messagingUrl ?? null, getT(lang, 'site')('chat.message'))
  const form = await getPublicForm(payload, lang, SUPPORT_FORM_SLUG)
  const { support } = await getSiteContact(payload, lang)
  const icon = 'size-6 text-blue-700 dark:text-blue-400'
  const muted = 'text-sm text-slate-600 dark:text-slate-400'
  const link = 'font-semibold text-blue-700 hover:underline dark:text-blue-400'
  return (
    <>
      <PageHeader eyebrow={t('support.eyebrow')} title={t('support.title')}>
        {t('support.intro')}
      </PageHeader>
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-14 sm:px-6">
        <ul className="grid gap-4 sm:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col">
          <Card icon={<Icon name="mail" className={icon} />} title={t('support.cards.email')}>
            <a href={`mailto:${identity.email}`} className={cn(link, 'break-all')}>
              {identity.email}
            </a>
            <p className={muted}>{support.emailText}</p>
          </Card>
          {whatsapp ? (
            <Card
              icon={<Icon name="message-circle" className={icon} />}
              title={t('support.cards.whatsapp')}
            >
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={link}>
                {t('support.cards.whatsappAction')}
              </a>
              <p className={muted}>{support.whatsappText}</p>
            </Card>
          ) : null}
          {identity.phone ? (
            <Card icon={<Icon name="phone" className={icon} />} title={t('support.cards.phone')}>
              <a href={telHref(identity.phone)} className={link}>
                {identity.phone}
              </a>
            </Card>
          ) : null}
          <Card icon={<Icon name="clock" className={icon} />} title={t('support.cards.hours')}>
            <p className="font-semibold">{support.hoursValue}</p>
            <p className={muted}>{support.hoursText}</p>
          </Card>
        </ul>
        {form ? (
          <section
            aria-labelledby="contact-form"
            className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id="contact-form" className="mb-6 text-2xl font-bold tracking-tight">
              {t('support.form.title')}
            </h2>
            <I18nProvider lang={lang} messages={clientMessages(lang, ['pages', 'validation'])}>
              <ContactForm lang={lang} texts={supportFormTexts(form)} />
            </I18nProvider>
          </section>
        ) : null}
      </div>
    </>
  )
}

export default SupportPage
