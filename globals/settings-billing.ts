import type { Field } from 'payload'

import { adminField } from '@/access/rules'
import { BILLING_COUNTRIES, IBAN_ERROR, isBillingIban } from '@/domain/billing/qr-bill'
import { VAT_RATES } from '@/domain/billing/vat'
import {
  DEFAULT_PAYMENT_DAYS,
  isPaymentDays,
  PAYMENT_DAYS_ERROR,
} from '@/domain/billing/invoice-dates'
import {
  areReminderDays,
  DEFAULT_REMINDER_DAYS,
  REMINDER_DAYS_ERROR,
} from '@/domain/billing/reminders'
import { isVatNumber, VAT_NUMBER_ERROR } from '@/domain/billing/vat-number'
import { SETTINGS_LIMITS } from '@/domain/settings/settings-limits'

import { optionsOf } from '../collections/_shared/options'
import { translated, validateOptionalText } from '../collections/_shared/validators'

const COUNTRY_LABELS: Record<(typeof BILLING_COUNTRIES)[number], { fr: string; en: string }> = {
  CH: { fr: 'Suisse', en: 'Switzerland' },
  LI: { fr: 'Liechtenstein', en: 'Liechtenstein' },
}

type ReminderSiblings = Partial<Record<(typeof REMINDER_FIELDS)[number], unknown>>

const REMINDER_FIELDS = ['firstReminderDays', 'secondReminderDays', 'finalReminderDays'] as const
const REMINDER_LABELS = [
  { fr: '1re relance (jours après l’échéance)', en: '1st reminder (days after due date)' },
  { fr: '2e relance (jours)', en: '2nd reminder (days)' },
  { fr: 'Mise en demeure (jours)', en: 'Final notice (days)' },
] as const

/** When an unpaid invoice's reminders go out; the three days checked together, in order. */
const reminderDaysRow: Field = {
  type: 'row',
  fields: REMINDER_FIELDS.map((name, index) => ({
    name,
    label: REMINDER_LABELS[index],
    type: 'number' as const,
    required: true,
    defaultValue: DEFAULT_REMINDER_DAYS[index],
    validate: translated(
      (_value: unknown, { siblingData }: { siblingData: ReminderSiblings }) =>
        areReminderDays(REMINDER_FIELDS.map((field) => siblingData[field])) || REMINDER_DAYS_ERROR,
    ),
  })),
}

/** A line of the studio's address, as long as the settings form allows. */
const addressField = (
  name: keyof typeof SETTINGS_LIMITS.billing,
  label: { fr: string; en: string },
): Field => ({ name, label, type: 'text', maxLength: SETTINGS_LIMITS.billing[name] })

/** The studio's billing details: printed on every invoice and in its QR payment part. */
export const billingGroup: Field = {
  name: 'billing',
  label: { fr: 'Coordonnées de facturation', en: 'Billing details' },
  type: 'group',
  access: { read: adminField },
  admin: {
    description: {
      fr: 'Imprimées sur chaque facture et dans sa section de paiement QR ; les factures se téléchargent une fois ces champs remplis.',
      en: 'Printed on every invoice and in its QR payment part; invoices can be downloaded once these fields are filled in.',
    },
  },
  fields: [
    addressField('name', { fr: 'Raison sociale', en: 'Company name' }),
    {
      type: 'row',
      fields: [
        addressField('street', { fr: 'Rue', en: 'Street' }),
        addressField('buildingNumber', { fr: 'Numéro', en: 'Number' }),
      ],
    },
    {
      type: 'row',
      fields: [
        addressField('postalCode', { fr: 'NPA', en: 'Postcode' }),
        addressField('city', { fr: 'Localité', en: 'City' }),
        {
          name: 'country',
          label: { fr: 'Pays', en: 'Country' },
          type: 'select',
          defaultValue: 'CH',
          options: BILLING_COUNTRIES.map((code) => ({ label: COUNTRY_LABELS[code], value: code })),
        },
      ],
    },
    {
      name: 'iban',
      label: { fr: 'IBAN', en: 'IBAN' },
      type: 'text',
      maxLength: 42,
      validate: validateOptionalText(isBillingIban, IBAN_ERROR),
    },
    {
      name: 'vatNumber',
      label: { fr: 'Numéro TVA', en: 'VAT number' },
      type: 'text',
      maxLength: 24,
      validate: validateOptionalText(isVatNumber, VAT_NUMBER_ERROR),
      admin: {
        description: {
          fr: 'CHE-123.456.789 TVA : imprimé sur les factures ; sans lui, une facture ne peut porter que le taux 0 %.',
          en: 'CHE-123.456.789 TVA: printed on invoices; without it, an invoice may only carry the 0% rate.',
        },
      },
    },
    {
      name: 'vatRates',
      label: {
        fr: 'Taux de TVA proposés sur les lignes de facture',
        en: 'VAT rates offered on invoice lines',
      },
      type: 'select',
      hasMany: true,
      options: optionsOf('vatRate', VAT_RATES),
      defaultValue: VAT_RATES,
    },
    {
      name: 'roundToFiveCentimes',
      label: {
        fr: 'Arrondir le total des nouvelles factures à 5 centimes',
        en: 'Round the total of new invoices to 5 centimes',
      },
      type: 'checkbox',
      defaultValue: false,
    },
    {
      name: 'paymentTermDays',
      label: { fr: 'Délai de paiement (jours)', en: 'Payment term (days)' },
      type: 'number',
      required: true,
      defaultValue: DEFAULT_PAYMENT_DAYS,
      validate: translated((value: unknown) => isPaymentDays(value) || PAYMENT_DAYS_ERROR),
      admin: {
        description: {
          fr: 'L’échéance proposée pour une nouvelle facture, et celle des factures d’abonnement : la date de facture plus ce nombre de jours.',
          en: 'The due date offered for a new invoice, and that of subscription invoices: the invoice date plus this many days.',
        },
      },
    },
    reminderDaysRow,
  ],
}
