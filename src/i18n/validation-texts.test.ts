import { describe, expect, it } from 'vitest'

import { PASSWORD_TOO_WEAK } from '@/domain/auth/password-strength'
import { loginSchema, resetPasswordSchema, signupSchema } from '@/domain/auth/schemas'
import { enrolmentSchema, reauthenticationSchema } from '@/domain/auth/second-factor'
import { deliverableUploadSchema } from '@/domain/files/deliverable-schema'
import { messageSchema } from '@/domain/files/message-schema'
import { type FormField, formSchema } from '@/domain/forms/form-fields'
import type { Locale } from '@/domain/locales'
import { changeRequestSchema } from '@/domain/requests/request-schema'
import { contactSchema } from '@/domain/site/contact-form'
import { newsletterSchema } from '@/domain/site/newsletter'

import { getT } from './translator'
import { VALIDATION_KEY_OPTIONS } from './validation-keys'
import { validationText } from './validation-text'

type Result = { error?: { issues: { path: PropertyKey[]; message: string }[] } }

/** Each refused field's message as the forms and the endpoints show it in `lang`. */
const texts = (lang: Locale, result: Result) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map(({ path, message }) => [
      path.join('.'),
      validationText(lang, message),
    ]),
  )

/** Each refusal in both languages: the spec's French texts, unchanged, and their English. */
const cases: { name: string; result: Result; fr: object; en: object }[] = [
  {
    name: 'login',
    result: loginSchema.safeParse({ email: 'lea@', password: 'x'.repeat(129) }),
    fr: { email: 'Email invalide', password: 'Maximum 128 caractères' },
    en: { email: 'Invalid email', password: 'At most 128 characters' },
  },
  {
    name: 'sign-up',
    result: signupSchema.safeParse({
      firstName: 'L',
      lastName: 'x'.repeat(101),
      email: 'lea@example.ch',
      password: 'short',
      confirmPassword: 'short',
      acceptTerms: false,
    }),
    fr: {
      firstName: 'Minimum 2 caractères',
      lastName: 'Maximum 100 caractères',
      password: 'Minimum 8 caractères',
      confirmPassword: 'Minimum 8 caractères',
      acceptTerms: 'Vous devez accepter les conditions',
    },
    en: {
      firstName: 'At least 2 characters',
      lastName: 'At most 100 characters',
      password: 'At least 8 characters',
      confirmPassword: 'At least 8 characters',
      acceptTerms: 'You must accept the terms',
    },
  },
  {
    name: 'password reset',
    result: resetPasswordSchema.safeParse({ password: 'secret', confirmPassword: 'secreT' }),
    fr: { confirmPassword: 'Les mots de passe ne correspondent pas' },
    en: { confirmPassword: 'The passwords do not match' },
  },
  {
    name: 'second factor',
    result: enrolmentSchema.safeParse({ code: '12345' }),
    fr: { code: 'Le code compte 6 chiffres' },
    en: { code: 'The code has 6 digits' },
  },
  {
    name: 'erasure',
    result: reauthenticationSchema.safeParse({ password: '', recoveryCode: 'short' }),
    fr: { password: 'Saisissez votre mot de passe', recoveryCode: 'Code de récupération invalide' },
    en: { password: 'Enter your password', recoveryCode: 'Invalid recovery code' },
  },
  {
    name: 'deliverable',
    result: deliverableUploadSchema.safeParse({ project: 3, title: ' ', note: 'x'.repeat(2001) }),
    fr: { title: 'Champ requis', note: 'Maximum 2000 caractères' },
    en: { title: 'Required field', note: 'At most 2000 characters' },
  },
  {
    name: 'conversation message',
    result: messageSchema.safeParse({ request: '0', body: 'x'.repeat(5001), key: 'short' }),
    fr: {
      request: 'Demande introuvable',
      body: 'Maximum 5000 caractères',
      key: 'Requête invalide',
    },
    en: { request: 'Request not found', body: 'At most 5000 characters', key: 'Invalid request' },
  },
  {
    name: 'change request',
    result: changeRequestSchema.safeParse({
      project: 'abc',
      pageConcerned: '',
      changeDescription: 'y'.repeat(5001),
    }),
    fr: {
      project: 'Projet introuvable',
      pageConcerned: 'Champ requis',
      changeDescription: 'Maximum 5000 caractères',
    },
    en: {
      project: 'Project not found',
      pageConcerned: 'Required field',
      changeDescription: 'At most 5000 characters',
    },
  },
  {
    name: 'support, too short',
    result: contactSchema.safeParse({ name: 'C', email: 'x', subject: 'abcd', message: 'court' }),
    fr: {
      name: 'Le nom doit contenir au moins 2 caractères',
      email: 'Email invalide',
      subject: 'Le sujet doit contenir au moins 5 caractères',
      message: 'Le message doit contenir au moins 20 caractères',
    },
    en: {
      name: 'The name must be at least 2 characters',
      email: 'Invalid email',
      subject: 'The subject must be at least 5 characters',
      message: 'The message must be at least 20 characters',
    },
  },
  {
    name: 'support, too long',
    result: contactSchema.safeParse({
      name: 'n'.repeat(101),
      email: `${'a'.repeat(250)}@example.ch`,
      subject: 's'.repeat(201),
      message: 'm'.repeat(2001),
    }),
    fr: {
      name: 'Le nom ne peut pas dépasser 100 caractères',
      email: "L'email ne peut pas dépasser 255 caractères",
      subject: 'Le sujet ne peut pas dépasser 200 caractères',
      message: 'Le message ne peut pas dépasser 2000 caractères',
    },
    en: {
      name: 'The name cannot exceed 100 characters',
      email: 'The email cannot exceed 255 characters',
      subject: 'The subject cannot exceed 200 characters',
      message: 'The message cannot exceed 2000 characters',
    },
  },
  {
    name: 'newsletter',
    result: newsletterSchema.safeParse({ email: 'x' }),
    fr: { email: 'Email invalide' },
    en: { email: 'Invalid email' },
  },
  {
    name: 'built form',
    result: formSchema([
      { blockType: 'text', name: 'text', required: true },
      { blockType: 'email', name: 'email' },
      { blockType: 'number', name: 'seats' },
      { blockType: 'select', name: 'session', options: [{ label: 'Matin', value: 'morning' }] },
      { blockType: 'textarea', name: 'notes' },
    ] satisfies FormField[]).safeParse({
      email: `${'a'.repeat(250)}@example.ch`,
      seats: 'deux',
      session: 'soir',
      notes: 'n'.repeat(2001),
    }),
    fr: {
      text: 'Champ requis',
      email: "L'email ne peut pas dépasser 255 caractères",
      seats: 'Nombre invalide',
      session: 'Choix invalide',
      notes: 'Maximum 2000 caractères',
    },
    en: {
      text: 'Required field',
      email: 'The email cannot exceed 255 characters',
      seats: 'Invalid number',
      session: 'Invalid choice',
      notes: 'At most 2000 characters',
    },
  },
]

describe('the validation texts of the forms’ refusals', () => {
  it.each(cases)('$name: the spec’s French and its English', ({ result, fr, en }) => {
    expect(texts('fr', result)).toEqual(fr)
    expect(texts('en', result)).toEqual(en)
  })

  it('fills in the weak password’s reason', () => {
    const options = { ...VALIDATION_KEY_OPTIONS, reason: '…' }
    expect(getT('fr', 'validation')(PASSWORD_TOO_WEAK, options)).toBe(
      'Mot de passe trop faible : …',
    )
    expect(getT('en', 'validation')(PASSWORD_TOO_WEAK, options)).toBe('Password too weak: …')
  })
})
