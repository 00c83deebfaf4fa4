import type { Field } from 'payload'

import { adminField } from '@/access/rules'
import { IBAN_ERROR, isBillingIban } from '@/domain/billing/qr-bill'
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

import { optionsOf } from '../collections/_shared/options'
import { translated, validateOptionalText } from '../collections/_shared/validators'

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

/**
 * The studio's billing rules and account. The creditor's name, address and VAT number printed
 * beside the IBAN are the studio's identity's (studio-identity), kept in one place.
 */
export const billingGroup: Field = {
  name: 'billing',
  label: { fr: 'Coordonnées de facturation', en: 'Billing details' },
  type: 'group',
  access: { read: adminField },
  admin: {
    description: {
      fr: 'L’IBAN est imprimé sur chaque facture et dans sa section de paiement QR, avec la raison sociale et l’adresse de l’identité du studio ; les factures se téléchargent une fois les deux remplies.',
      en: 'The IBAN is printed on every invoice and in its QR payment part, with the company name and address of the studio identity; invoices can be downloaded once both are filled in.',
    },
  },
  fields: [
    {
      name: 'iban',
      label: { fr: 'IBAN', en: 'IBAN' },
      type: 'text',
      maxLength: 42,
      validate: validateOptionalText(isBillingIban, IBAN_ERROR),
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
