import { describe, expect, it } from 'vitest'

import { loginSchema, resetPasswordSchema, signupSchema } from '@/domain/auth/schemas'
import { contactSchema } from '@/domain/site/contact-form'
import { type FormField, formSchema } from '@/domain/forms/form-fields'
import { newsletterSchema } from '@/domain/site/newsletter'
import { changeRequestSchema } from '@/domain/requests/request-schema'
import { briefSchema } from '@/domain/submissions/brief-schema'
import { readValidationMessage } from '@/domain/web/validation-message'

import { resources } from './resources'
import { createI18n } from './instance'
import { VALIDATION_KEY_OPTIONS } from './validation-keys'
import { translate, translateOrKey } from './translate'
import { clientMessages } from './translator'

type Tree = { [key: string]: string | Tree }
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  )

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
          expect(i18n.t(key, { ns }), `${lang} ${ns}:${key}`).not.toBe('')
        }
      }
    }
  })

  it('hands the browser only the namespaces asked for, in one language', () => {
    const messages = clientMessages('en', ['site', 'auth'])
    expect(Object.keys(messages)).toEqual(['site', 'auth'])
    expect(messages.auth).toBe(resources.en.auth)
    // A namespace left out has no texts: the provider of that area must add it.
    expect(translate(messages, 'portal', 'nav.dashboard')).toBeUndefined()
  })

  it('shows the key itself when a translation is missing: on the server, and in the browser, which reports it', () => {
    const i18n = createI18n('en', resources.en)
    expect(i18n.t('auth:nothing.here')).toBe('nothing.here')
    expect(i18n.t('auth:login.title')).not.toBe('login.title')
    const missing: string[] = []
    const client = clientMessages('en', ['auth'])
    const report = (key: string) => missing.push(key)
    expect(translateOrKey(client, 'auth', 'nothing.here', undefined, report)).toBe('nothing.here')
    expect(translateOrKey(client, 'auth', 'login.title', undefined, report)).toBe(
      resources.en.auth.login.title,
    )
    expect(translateOrKey(client, 'auth', 'x', { ns: 'portal' }, report)).toBe('x')
    expect(missing).toEqual(['auth:nothing.here', 'portal:x'])
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
      bad.flatMap((result) => result.error?.issues.map((i) => i.message) ?? []),
    )
    expect(messages.size).toBeGreaterThanOrEqual(25)
    for (const message of messages) {
      // A key with its parameters, or (forms not moved to keys) the French text itself.
      const { key, params } = readValidationMessage(message)
      const options = { ...VALIDATION_KEY_OPTIONS, ...params }
      expect(resources.fr.validation).toHaveProperty([key])
      const french = createI18n('fr', resources.fr).t(key, options)
      const english = createI18n('en', resources.en).t(key, options)
      expect(french, message).not.toMatch(/\{\{/)
      expect(english, message).not.toBe(french)
    }
  })
})
