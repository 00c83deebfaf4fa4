import config from '@payload-config'
import { getPayload } from 'payload'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SUPPORT_FORM_SLUG } from '@/domain/forms/form-settings'
import { FormRenderer } from '@/features/site/forms/form-renderer.client'
import { PageHeader } from '@/features/site/pages/page-header'
import { pageMetadata } from '@/features/site/seo'
import { langOf } from '@/i18n/params'
import { I18nProvider } from '@/i18n/i18n-provider.client'
import { clientMessages } from '@/i18n/translator'
import { getPublicForm } from '@/server/content'

type Props = { params: Promise<{ lang: string; slug: string }> }

/** Forms are rendered on their first visit, then served from the cache until an editor edits them. */
export const generateStaticParams = () => []

/** The support form lives on /support, with its own rules; every other form here. */
const formOf = async ({ params }: Props) => {
  const payload = await getPayload({ config })
  const lang = await langOf({ params })
  const { slug } = await params
  const form = slug === SUPPORT_FORM_SLUG ? null : await getPublicForm(payload, lang, slug)
  return { lang, slug, form }
}

export const generateMetadata = async (props: Props): Promise<Metadata> => {
  const { lang, slug, form } = await formOf(props)
  if (!form) return {}
  return pageMetadata({ lang, path: `/formulaires/${slug}`, title: form.title, description: '' })
}

/**
 * /formulaires/<slug>: a form an editor built in /cms (an event sign-up…), which a page, a post
 * or a newsletter links to. Answers go to POST /api/forms/<slug>/submit.
 */
const FormPage = async (props: Props) => {
  const { lang, slug, form } = await formOf(props)
  if (!form) notFound()
  return (
    <>
      <PageHeader title={form.title} />
      <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6">
        <I18nProvider lang={lang} messages={clientMessages(lang, ['pages', 'validation'])}>
          <FormRenderer
            lang={lang}
            slug={slug}
            fields={form.fields}
            submitLabel={form.submitButtonLabel ?? ''}
            confirmation={
              <RichText data={form.confirmationMessage} className="flex flex-col gap-2" />
            }
          />
        </I18nProvider>
      </div>
    </>
  )
}

export default FormPage
