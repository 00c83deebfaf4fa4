import { describe, expect, it } from 'vitest'

import { loginSchema, resetPasswordSchema, signupSchema } from '@/domain/auth/schemas'
import { reauthenticationSchema, secondFactorSchema } from '@/domain/auth/second-factor'
import { deliverableUploadSchema } from '@/domain/files/deliverable-schema'
import { messageSchema } from '@/domain/files/message-schema'
import { contactSchema } from '@/domain/site/contact-form'
import { type FormField, formSchema } from '@/domain/forms/form-fields'
import { newsletterSchema } from '@/domain/site/newsletter'
import { changeRequestSchema } from '@/domain/requests/request-schema'
import { briefSchema } from '@/domain/submissions/brief-schema'
import { rejectionSchema } from '@/domain/submissions/rejection'
import { projectMoveSchema } from '@/domain/projects/transitions'
import { invoiceDraftSchema } from '@/domain/billing/invoice-draft'
import { settingsSchema } from '@/domain/settings/settings-schema'
import { readValidationMessage } from '@/domain/web/validation-message'

import { resources } from './resources'
import { createI18n } from './instance'
import { VALIDATION_KEY_OPTIONS, validationKey } from './validation-keys'
import { clientMessages } from './translator'

type Tree = { [key: string]: string | Tree }
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  )

type Issue = { message: string; code?: string; errors?: Issue[][] }
/** An issue's messages; a union's are its branches' (its own is zod's, shown nowhere). */
const messagesOf = (issue: Issue): string[] =>
  issue.code === 'invalid_union' && issue.errors
    ? issue.errors.flat().flatMap(messagesOf)
    : [issue.message]

/** A form an editor built, with a field of every kind. */
const BUILT_FORM: FormField[] = [
  { blockType: 'text', name: 'text', required: true },
  { blockType: 'textarea', name: 'notes' },
  { blockType: 'email', name: 'email' },
  { blockType: 'number', name: 'seats' },
  { blockType: 'select', name: 'session', options: [{ label: 'Matin', value: 'morning' }] },
  { blockType: 'checkbox', name: 'consent', required: true },
]

describe('translations', () => {
  it('has the same keys in French and English, none empty', () => {
    for (const [ns, french] of Object.entries(resources.fr)) {
      const english = resources.en[ns as keyof typeof resources.en]
      expect(keysOf(english as Tree).sort(), ns).toEqual(keysOf(french as Tree).sort())
      for (const lang of ['fr', 'en'] as const) {
        const i18n = createI18n(lang, resources[lang])
        for (const key of keysOf(french as Tree)) {
          expect(i18n.getResource(lang, ns, key), `${lang} ${ns}:${key}`).toMatch(/\S/)
        }
      }
    }
  })

  it('hands the browser only the namespaces asked for, in one language', () => {
    const messages = clientMessages('en', ['site', 'auth'])
    expect(Object.keys(messages)).toEqual(['site', 'auth'])
    expect(messages.auth).toBe(resources.en.auth)
    // A namespace left out has no texts: the provider of that area must add it.
    const client = createI18n('en', messages)
    expect(client.t('nav.dashboard', { ns: 'portal' })).toBe('nav.dashboard')
    expect(client.t('nav.menu', { ns: 'site' })).toBe(resources.en.site.nav.menu)
  })

  it('shows the key itself when a translation is missing: on the server, and in the browser, which reports it', () => {
    const i18n = createI18n('en', resources.en)
    // @ts-expect-error: not a key of `auth`
    expect(i18n.t('auth:nothing.here')).toBe('nothing.here')
    expect(i18n.t('auth:login.title')).toBe(resources.en.auth.login.title)
    const missing: string[] = []
    const client = createI18n('en', clientMessages('en', ['auth']), (key) => missing.push(key))
    // @ts-expect-error: not a key of `auth`
    expect(client.t('nothing.here', { ns: 'auth' })).toBe('nothing.here')
    expect(client.t('login.title', { ns: 'auth' })).toBe(resources.en.auth.login.title)
    expect(client.t('nav.dashboard', { ns: 'portal' })).toBe('nav.dashboard')
    expect(client.t('count', { ns: 'glossary', count: 2 })).toBe('count')
    expect(missing).toEqual(['auth:nothing.here', 'portal:nav.dashboard', 'glossary:count'])
  })

  it('names each validation text by a key, never by a French text', () => {
    for (const key of Object.keys(resources.fr.validation)) {
      expect(key).toMatch(/^[a-z][A-Za-z]+$/)
    }
  })

  it('translates every message the forms’ schemas can produce', () => {
    const bad = [
      loginSchema.safeParse({ email: 'x', password: '1' }),
      loginSchema.safeParse({ email: 'a@b.ch', password: 'x'.repeat(200) }),
      signupSchema.safeParse({
        firstName: 'A',
        lastName: 'x'.repeat(101),
        email: '',
        password: '1',
        confirmPassword: '2',
        acceptTerms: false,
      }),
      resetPasswordSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgi' }),
      newsletterSchema.safeParse({ email: 'x' }),
      contactSchema.safeParse({ name: 'x', email: 'x', subject: 'x', message: 'x' }),
      contactSchema.safeParse({
        name: 'x'.repeat(101),
        email: `${'x'.repeat(256)}@x.ch`,
        subject: 'x'.repeat(201),
        message: 'x'.repeat(2001),
      }),
      briefSchema.safeParse({}),
      settingsSchema.safeParse({ billing: {}, cannedReplies: {}, whatsappBusinessUrl: 'x' }),
      invoiceDraftSchema(['8.1'], false, false).safeParse({
        project: '',
        invoiceDate: 'x',
        dueDate: 'x',
        lines: [{ description: '', quantity: 'x', unitPrice: '', vatRate: '2.6' }],
        discount: 'x',
        notes: 'x'.repeat(1001),
      }),
      secondFactorSchema.safeParse({ ticket: 'x'.repeat(20), code: '1' }),
      secondFactorSchema.safeParse({ ticket: 'x'.repeat(20), recoveryCode: '1' }),
      reauthenticationSchema.safeParse({ password: '' }),
      rejectionSchema.safeParse({ reason: 'x'.repeat(1001) }),
      rejectionSchema.safeParse(null),
      projectMoveSchema.safeParse({ from: 'x' }),
      deliverableUploadSchema.safeParse({ deliverable: 'x' }),
      deliverableUploadSchema.safeParse({ project: 'x', title: '', note: 'x'.repeat(2001) }),
      messageSchema.safeParse({ request: 'x', body: 'x'.repeat(5001), key: '' }),
      formSchema(BUILT_FORM).safeParse({ email: 'x', seats: 'x', session: 'x' }),
      formSchema(BUILT_FORM).safeParse({
        text: 'x'.repeat(201),
        notes: 'x'.repeat(2001),
        email: `${'x'.repeat(256)}@x.ch`,
      }),
      changeRequestSchema.safeParse({ project: 'x', pageConcerned: '', changeDescription: '' }),
      changeRequestSchema.safeParse({
        project: 1,
        pageConcerned: 'x'.repeat(201),
        changeDescription: 'x'.repeat(5001),
      }),
      briefSchema.safeParse({
        firstName: 'x'.repeat(101),
        lastName: 'x'.repeat(101),
        companyName: 'x'.repeat(201),
        email: 'a@b.ch',
        phone: '0790000000',
        projectType: 'launch_site',
        businessDescription: 'x'.repeat(5001),
        likedSites: 'x'.repeat(2001),
        briefConfirmed: true,
      }),
    ]
    const messages = new Set(
      bad.flatMap((result) => result.error?.issues.flatMap(messagesOf) ?? []),
    )
    expect(messages.size).toBeGreaterThanOrEqual(45)
    for (const message of messages) {
      const { key, params } = readValidationMessage(message)
      expect(key, message).toMatch(/^[a-z][A-Za-z]+$/)
      const options = { ...VALIDATION_KEY_OPTIONS, ...params }
      expect(resources.fr.validation).toHaveProperty([key])
      const french = createI18n('fr', resources.fr).t(validationKey(key), options)
      const english = createI18n('en', resources.en).t(validationKey(key), options)
      expect(french, message).not.toMatch(/\{\{/)
      expect(english, message).not.toBe(french)
    }
  })
})
