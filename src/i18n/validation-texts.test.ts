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
import { addressesProblem, formFieldsProblem } from '@/domain/forms/form-settings'
import { CANNED_REPLY_DEFAULTS } from '@/domain/settings/canned-replies'
import {
  FILE_LIMIT_ERROR,
  settingsSchema,
  SLA_HOURS_ERROR,
  SLA_ORDER_ERROR,
} from '@/domain/settings/settings-schema'
import { DUE_BEFORE_INVOICE_ERROR, PAYMENT_DAYS_ERROR } from '@/domain/billing/invoice-dates'
import { CANCEL_THROUGH_ACTION_ERROR, CANCELLED_FINAL_ERROR } from '@/domain/billing/credit-note'
import {
  INVOICE_SENT_DELETE_ERROR,
  INVOICE_SENT_LOCKED_ERROR,
} from '@/domain/billing/invoice-status'
import {
  DATE_ERROR,
  PROJECT_REQUIRED_ERROR,
  UNIT_PRICE_REQUIRED_ERROR,
  ZERO_TOTAL_ERROR,
} from '@/domain/billing/invoice-draft'
import {
  DESCRIPTION_ERROR,
  DESCRIPTION_LENGTH_ERROR,
  DISCOUNT_ERROR,
  NOTES_ERROR,
  QUANTITY_ERROR,
  TOTALS_ERRORS,
} from '@/domain/billing/invoice-lines'
import { CHF_AMOUNT_ERROR } from '@/domain/billing/money'
import { IBAN_ERROR } from '@/domain/billing/qr-bill'
import { REMINDER_DAYS_ERROR } from '@/domain/billing/reminders'
import { VAT_RATE_DISABLED_ERROR, VAT_RATE_ERROR } from '@/domain/billing/vat'
import { VAT_NUMBER_ERROR, VAT_NUMBER_MISSING_ERROR } from '@/domain/billing/vat-number'
import { UID_ERROR } from '@/domain/site/studio-identity'
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

/** The back office's and the API's billing messages: the texts they showed before, unchanged. */
const BILLING_TEXTS: [string, string, string][] = [
  [
    SLA_HOURS_ERROR,
    'Un nombre entier d’heures, positif ou nul',
    'A whole number of hours, zero or more',
  ],
  [
    SLA_ORDER_ERROR,
    'Le seuil d’alerte ne peut pas dépasser le seuil critique',
    'The warning threshold cannot be above the critical one',
  ],
  [FILE_LIMIT_ERROR, 'Un nombre entier de Mo, de 1 à 10', 'A whole number of MB, from 1 to 10'],
  [
    PAYMENT_DAYS_ERROR,
    'Un nombre entier de jours, de 0 à 120',
    'A whole number of days, from 0 to 120',
  ],
  [
    REMINDER_DAYS_ERROR,
    'Les relances doivent venir dans l’ordre : 1re relance, puis 2e, puis mise en demeure (en jours après l’échéance, de 1 à 365).',
    'Reminders must come in order: 1st reminder, then 2nd, then final notice (in days after the due date, from 1 to 365).',
  ],
  [
    DUE_BEFORE_INVOICE_ERROR,
    'L’échéance ne peut pas précéder la date de facture',
    'The due date cannot be before the invoice date',
  ],
  [
    IBAN_ERROR,
    'IBAN invalide : un IBAN suisse ou liechtensteinois (CH ou LI)',
    'Invalid IBAN: a Swiss or Liechtenstein IBAN (CH or LI)',
  ],
  [
    VAT_NUMBER_ERROR,
    'Numéro TVA invalide : CHE-123.456.789 TVA (ou MWST, IVA) avec un chiffre de contrôle correct',
    'Invalid VAT number: CHE-123.456.789 MWST (or TVA, IVA) with a correct check digit',
  ],
  [
    VAT_NUMBER_MISSING_ERROR,
    'Renseignez le numéro TVA dans l’identité du studio avant de facturer la TVA',
    'Enter the studio’s VAT number in its identity before charging VAT',
  ],
  [
    UID_ERROR,
    'Numéro IDE invalide : CHE-123.456.789 avec un chiffre de contrôle correct',
    'Invalid UID number: CHE-123.456.789 with a correct check digit',
  ],
  [PROJECT_REQUIRED_ERROR, 'Choisissez le projet facturé', 'Choose the project to invoice'],
  [DATE_ERROR, 'Date invalide', 'Invalid date'],
  [DESCRIPTION_ERROR, 'Description requise', 'Description required'],
  [DESCRIPTION_LENGTH_ERROR, 'Maximum 200 caractères', 'At most 200 characters'],
  [
    QUANTITY_ERROR,
    'Quantité invalide : un nombre positif avec au plus 2 décimales (1 000 000 au plus)',
    'Invalid quantity: a positive number with at most 2 decimals (1,000,000 at most)',
  ],
  [UNIT_PRICE_REQUIRED_ERROR, 'Prix unitaire requis', 'Unit price required'],
  [
    CHF_AMOUNT_ERROR,
    'Montant invalide : un nombre positif en CHF avec au plus 2 décimales',
    'Invalid amount: a positive number in CHF with at most 2 decimals',
  ],
  [
    VAT_RATE_ERROR,
    'Taux de TVA inconnu : choisissez 8,1 %, 2,6 %, 3,8 % ou 0 %',
    'Unknown VAT rate: choose 8.1%, 2.6%, 3.8% or 0%',
  ],
  [
    VAT_RATE_DISABLED_ERROR,
    'Ce taux de TVA n’est pas activé dans les paramètres de facturation',
    'This VAT rate is not enabled in the billing settings',
  ],
  [
    DISCOUNT_ERROR,
    'Rabais invalide : un montant positif en CHF avec au plus 2 décimales',
    'Invalid discount: a positive amount in CHF with at most 2 decimals',
  ],
  [
    TOTALS_ERRORS['no-lines'],
    'Une facture a au moins une ligne',
    'An invoice has at least one line',
  ],
  [
    TOTALS_ERRORS['too-many-lines'],
    'Une facture a au plus 200 lignes',
    'An invoice has at most 200 lines',
  ],
  [
    TOTALS_ERRORS['discount-above-subtotal'],
    'Le rabais ne peut pas dépasser le sous-total',
    'The discount cannot exceed the subtotal',
  ],
  [TOTALS_ERRORS['too-large'], 'Montant total trop élevé', 'Total amount too large'],
  [
    ZERO_TOTAL_ERROR,
    'Une facture de 0 CHF ne peut pas être émise',
    'An invoice of CHF 0 cannot be issued',
  ],
  [NOTES_ERROR, 'Notes : 1000 caractères au plus', 'Notes: 1000 characters at most'],
  [
    INVOICE_SENT_LOCKED_ERROR,
    'Cette facture est envoyée : ses lignes et son montant ne peuvent plus être modifiés. Annulez-la et créez-en une nouvelle.',
    'This invoice is sent: its lines and amount can no longer be changed. Cancel it and create a new one.',
  ],
  [
    INVOICE_SENT_DELETE_ERROR,
    'Une facture envoyée ne peut pas être supprimée : annulez-la (statut « Annulée »), elle garde son numéro.',
    'A sent invoice cannot be deleted: cancel it (status “Cancelled”), it keeps its number.',
  ],
  [
    CANCEL_THROUGH_ACTION_ERROR,
    'Une facture envoyée s’annule par « Annuler la facture » dans le back-office, qui émet sa note de crédit.',
    'A sent invoice is cancelled with “Cancel the invoice” in the back office, which issues its credit note.',
  ],
  [
    CANCELLED_FINAL_ERROR,
    'Une facture annulée le reste : créez une nouvelle facture pour facturer à nouveau.',
    'A cancelled invoice stays cancelled: create a new invoice to bill again.',
  ],
]

describe('the validation texts of the forms’ refusals', () => {
  it.each(cases)('$name: the spec’s French and its English', ({ result, fr, en }) => {
    expect(texts('fr', result)).toEqual(fr)
    expect(texts('en', result)).toEqual(en)
  })

  it.each(BILLING_TEXTS)('%s: the French the back office showed, and English', (key, fr, en) => {
    expect(key).toMatch(/^[a-z][A-Za-z]+(\?|$)/)
    expect(validationText('fr', key)).toBe(fr)
    expect(validationText('en', key)).toBe(en)
  })

  it('gives the settings form’s refusals as the back office shows them', () => {
    const result = settingsSchema.safeParse({
      slaWarnHours: 1,
      slaCriticalHours: 2,
      fileMaxMegabytes: 1,
      cannedReplies: { ...CANNED_REPLY_DEFAULTS, infoMissing: ' ' },
      billing: { iban: 'CH00', paymentTermDays: 1 },
    })
    expect(texts('fr', result)).toEqual({
      'cannedReplies.infoMissing': 'Champ requis',
      'billing.iban': 'IBAN invalide : un IBAN suisse ou liechtensteinois (CH ou LI)',
    })
    expect(texts('en', result)).toMatchObject({ 'cannedReplies.infoMissing': 'Required field' })
  })

  it('gives the form builder’s refusals with the names at fault, quotes and braces kept', () => {
    const support = [
      { name: 'name', blockType: 'text' },
      { name: 'email', blockType: 'email' },
      { name: 'subject', blockType: 'text' },
      { name: 'message', blockType: 'text' },
    ]
    const problems = [
      formFieldsProblem([]),
      formFieldsProblem([{ name: 'Full name' }]),
      formFieldsProblem([{ name: 'email' }, { name: 'email' }]),
      formFieldsProblem(support, 'support'),
      formFieldsProblem(
        [...support.slice(0, 3), { name: 'message', blockType: 'email' }, { name: 'priority' }],
        'support',
      ),
      formFieldsProblem(
        [
          ...support.slice(0, 3),
          { name: 'message', blockType: 'textarea' },
          { name: 'priority', blockType: 'select', options: [] },
        ],
        'support',
      ),
      addressesProblem(' ', [], { required: true }),
      addressesProblem('a@test.ch; b@test.ch', [], { required: true }),
      addressesProblem('{{name}}', ['email'], { required: true }),
    ].map((problem) => validationText('fr', problem ?? ''))
    expect(problems).toEqual([
      'Ajoutez au moins un champ au formulaire.',
      'Le nom de champ « Full name » doit commencer par une minuscule et ne contenir que des lettres, des chiffres ou « _ » (« language » est réservé).',
      "Deux champs s'appellent « email » : chaque nom doit être unique.",
      'Le formulaire de support doit garder les champs name, email, subject, priority, message : la page Support et ses règles en dépendent (manque : priority).',
      'Le champ « message » du formulaire de support reste de type « textarea ».',
      'Les priorités du formulaire de support gardent les valeurs low, medium, high ; seuls leurs libellés changent.',
      'Indiquez au moins une adresse e-mail.',
      'Adresse e-mail invalide : « a@test.ch; b@test.ch ». Séparez plusieurs adresses par des virgules.',
      '« {{name}} » ne désigne aucun champ e-mail du formulaire.',
    ])
    expect(
      validationText('en', addressesProblem('{{name}}', ['email'], { required: true }) ?? ''),
    ).toBe('“{{name}}” names no e-mail field of the form.')
  })

  it('fills in the weak password’s reason', () => {
    const options = { ...VALIDATION_KEY_OPTIONS, reason: '…' }
    expect(getT('fr', 'validation')(PASSWORD_TOO_WEAK, options)).toBe(
      'Mot de passe trop faible : …',
    )
    expect(getT('en', 'validation')(PASSWORD_TOO_WEAK, options)).toBe('Password too weak: …')
  })
})
