'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'
import { isCancelled } from '@/components/api/upload-api'
import { UploadProgress } from '@/components/files/upload-progress'
import { useTransfer } from '@/components/files/use-transfer'

import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { Field, TextareaField } from '@/components/ui/field'
import type { Locale } from '@/domain/locales'
import type { ProjectType } from '@/domain/projects/type'
import { localizePath } from '@/domain/web/locale-path'
import { BRIEF_HONEYPOT_FIELD } from '@/domain/submissions/brief-fields'
import type { BriefTextField } from '@/domain/submissions/brief-limits'
import type { BriefInput } from '@/domain/submissions/brief-schema'
import { schemaField } from '@/domain/web/schema-field'
import { lazyResolver } from '@/components/forms/lazy-resolver'
import { SERVER_ERROR, useValidationMessage } from '@/components/forms/use-validation-message'

import { briefInputLimits, DESCRIPTION_MIN_CHARS } from './field-limits'
import { FilePicker } from './file-picker.client'
import { OfferPicker } from './offer-picker'
import { sendBrief } from './send-brief'

const loadSchema = () => import('@/domain/submissions/brief-schema')
const briefResolver = lazyResolver<BriefInput>(async () => {
  const [{ zodResolver }, { briefSchema }] = await Promise.all([
    import('@/components/forms/zod-resolver'),
    loadSchema(),
  ])
  return zodResolver(briefSchema)
})

type Props = {
  lang: Locale
  /** The offers' prices the home publishes, formatted by the server. */
  prices: Partial<Record<ProjectType, string>>
  /** The offers' names in the page's language (the `labels` words). */
  offerNames: Readonly<Record<ProjectType, string>>
  /** The size limit of one file, formatted by the server. */
  fileSizeLimit: string
}

/**
 * /demarrer-projet: the brief, its files, and nothing lost when sending fails. Amounts and sizes
 * the page shows as it opens come formatted: a browser builds an `Intl` formatter slowly (locale
 * data), and this one would be built while the form hydrates, blocking the page.
 */
export const BriefForm = ({ lang, prices, offerNames, fileSizeLimit }: Props) => {
  const { t } = useTranslation('brief')
  const validationMessage = useValidationMessage()
  const router = useRouter()
  const [files, setFiles] = useState<File[]>([])
  const [leaving, setLeaving] = useState(false)
  const { sent, track, cancel } = useTransfer()
  // One per brief, kept across tries: a try whose answer was lost is found, not stored twice.
  const [sendKey] = useState(() => crypto.randomUUID())
  const form = useForm<BriefInput>({
    resolver: briefResolver.resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      companyName: '',
      email: '',
      phone: '',
      businessDescription: '',
      likedSites: '',
      dislikedSites: '',
      language: lang,
    },
  })
  const { errors, isSubmitting } = form.formState
  const description = useWatch({ control: form.control, name: 'businessDescription' }) ?? ''
  const field = (name: BriefTextField) => ({
    label: t(`fields.${name}`),
    error: validationMessage(errors[name]),
    ...briefInputLimits(name),
    ...form.register(name),
  })

  const submit = form.handleSubmit(async (values, event) => {
    const honeypot = new FormData(event?.target as HTMLFormElement).get(BRIEF_HONEYPOT_FIELD)
    try {
      const { briefSchema } = await loadSchema()
      const brief = briefSchema.parse(values)
      const result = await track((transfer) =>
        sendBrief(brief, { files, honeypot: String(honeypot ?? ''), sendKey, lang }, transfer),
      )
      if (!result.ok) {
        const unshown: string[] = []
        for (const { field: name, message } of result.errors) {
          const errorField = schemaField(briefSchema, name)
          if (errorField && errorField !== 'language')
            form.setError(errorField, { type: SERVER_ERROR, message })
          else unshown.push(message)
        }
        // Field errors show under their fields; one without a field on the page (the language)
        // or a refusal without field errors says why in the toast.
        const description = result.errors.length ? unshown.join(' ') : result.message
        toast.error(t('error'), { description: description || undefined })
        return
      }
      for (const { name } of result.rejected) toast.warning(t('fileError'), { description: name })
      setLeaving(true)
      toast.success(t('success'))
      router.push(localizePath('/demarrer-projet/merci', lang))
    } catch (error) {
      // Cancelled on purpose: nothing was sent, and every answer and file is still in the form.
      if (isCancelled(error)) toast.warning(t('uploadCancelled'))
      else toast.error(t('error'))
    }
  })

  const heading = 'text-lg font-semibold'
  return (
    <form
      // A schema that could not be downloaded (offline): the same message as a failed send.
      onSubmit={(event) => submit(event).catch(() => toast.error(t('error')))}
      onFocus={() => void briefResolver.preload().catch(() => undefined)}
      noValidate
      className="flex flex-col gap-8"
    >
      <section className="flex flex-col gap-4">
        <h2 className={heading}>{t('sections.contact')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field autoComplete="given-name" {...field('firstName')} />
          <Field autoComplete="family-name" {...field('lastName')} />
          <Field autoComplete="organization" {...field('companyName')} />
          <Field type="email" autoComplete="email" {...field('email')} />
          <Field type="tel" autoComplete="tel" {...field('phone')} />
        </div>
      </section>
      <section className="flex flex-col gap-4">
        <h2 className={heading}>{t('sections.project')}</h2>
        <OfferPicker
          legend={t('fields.projectType')}
          error={validationMessage(errors.projectType)}
          names={offerNames}
          delivery={(type) => t(`offers.${type}.delivery`)}
          prices={prices}
          register={form.register('projectType')}
        />
        <TextareaField
          hint={
            <span aria-live="polite">
              {t('counter', { count: description.trim().length, min: DESCRIPTION_MIN_CHARS })}
            </span>
          }
          {...field('businessDescription')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField
            className="min-h-24"
            placeholder={t('placeholders.likedSites')}
            {...field('likedSites')}
          />
          <TextareaField
            className="min-h-24"
            placeholder={t('placeholders.dislikedSites')}
            {...field('dislikedSites')}
          />
        </div>
      </section>
      <section className="flex flex-col gap-4">
        <h2 className={heading}>{t('sections.files')}</h2>
        <FilePicker files={files} onChange={setFiles} lang={lang} sizeLimit={fileSizeLimit} />
      </section>
      {/* Hidden from people (and from assistive technology); robots fill it in. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t('fields.website')}
          <input
            name={BRIEF_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <CheckboxField
        label={t('fields.briefConfirmed')}
        error={validationMessage(errors.briefConfirmed)}
        {...form.register('briefConfirmed')}
      />
      {sent !== null && files.length ? (
        <UploadProgress
          sent={sent}
          label={t('uploading')}
          cancelLabel={t('cancelUpload')}
          onCancel={cancel}
        />
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <Button type="submit" disabled={isSubmitting || leaving} size="lg">
          {isSubmitting || leaving ? t('submitting') : t('submit')}
        </Button>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('promise')}</p>
      </div>
    </form>
  )
}
