import type { GlobalConfig } from 'payload'

import { adminField, admins, anyone } from '@/access/rules'
import { BILLING_COUNTRIES, IBAN_ERROR, isBillingIban } from '@/domain/billing/qr-bill'
import { VAT_RATE_LABELS, VAT_RATES } from '@/domain/billing/vat'
import { isVatNumber, VAT_NUMBER_ERROR } from '@/domain/billing/vat-number'
import { DEFAULT_FILE_MAX_MEGABYTES, FILE_MAX_MEGABYTES_CEILING } from '@/domain/files/file-rules'
import { CANNED_REPLY_DEFAULTS, SETTINGS_DEFAULTS } from '@/domain/settings/canned-replies'
import {
  FILE_LIMIT_ERROR,
  isFileMegabytes,
  isSlaHours,
  SLA_HOURS_ERROR,
  SLA_ORDER_ERROR,
} from '@/domain/settings/settings-schema'
import { logActivity } from '@/server/backoffice/activity'
import { CONTENT_TAGS, revalidateContent } from '@/server/site/revalidate'

import { optionsOf } from '../collections/_shared/options'
import { validateHttpUrl, validateOptionalText } from '../collections/_shared/validators'

const adminRead = { read: adminField }

/**
 * The single settings row. The public site reads the messaging URL and the pricing texts; the SLA
 * thresholds, canned replies and billing details are the back office's only.
 */
export const Settings: GlobalConfig = {
  slug: 'settings',
  access: { read: anyone, update: admins },
  // The public pages show the messaging link: rebuild them when the settings change.
  hooks: {
    afterChange: [
      () => revalidateContent(CONTENT_TAGS.settings),
      // An admin's save is one audit entry naming what changed; the seed (no user) is not.
      async ({ doc, previousDoc, req }) => {
        if (!req.user) return doc
        const changed = Object.keys(doc).filter(
          (key) =>
            !['id', 'updatedAt', 'createdAt', 'globalType'].includes(key) &&
            JSON.stringify(doc[key]) !== JSON.stringify(previousDoc?.[key]),
        )
        if (changed.length) {
          await logActivity(req, {
            entityType: 'settings',
            entityId: 'global',
            action: 'Paramètres mis à jour',
            note: changed.join(', '),
          })
        }
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'whatsappBusinessUrl',
      type: 'text',
      validate: validateHttpUrl,
      admin: { description: 'Lien de discussion, par exemple https://wa.me/41XXXXXXXXX' },
    },
    { name: 'pricingText', type: 'textarea', defaultValue: SETTINGS_DEFAULTS.pricingText },
    { name: 'guaranteeText', type: 'textarea', defaultValue: SETTINGS_DEFAULTS.guaranteeText },
    {
      type: 'row',
      fields: [
        {
          name: 'slaWarnHours',
          type: 'number',
          required: true,
          defaultValue: SETTINGS_DEFAULTS.slaWarnHours,
          min: 0,
          access: adminRead,
          // The same rules as the form's schema: whole hours, not after the critical threshold.
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            if (!isSlaHours(value)) return SLA_HOURS_ERROR
            const critical = siblingData.slaCriticalHours
            return isSlaHours(critical) && value > critical ? SLA_ORDER_ERROR : true
          },
        },
        {
          name: 'slaCriticalHours',
          type: 'number',
          required: true,
          defaultValue: SETTINGS_DEFAULTS.slaCriticalHours,
          min: 0,
          access: adminRead,
          validate: (value: unknown) => (isSlaHours(value) ? true : SLA_HOURS_ERROR),
        },
      ],
    },
    {
      name: 'billing',
      label: 'Coordonnées de facturation',
      type: 'group',
      access: adminRead,
      admin: {
        description:
          'Imprimées sur chaque facture et dans sa section de paiement QR ; les factures se téléchargent une fois ces champs remplis.',
      },
      fields: [
        { name: 'name', label: 'Raison sociale', type: 'text', maxLength: 70 },
        {
          type: 'row',
          fields: [
            { name: 'street', label: 'Rue', type: 'text', maxLength: 70 },
            { name: 'buildingNumber', label: 'Numéro', type: 'text', maxLength: 16 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'postalCode', label: 'NPA', type: 'text', maxLength: 16 },
            { name: 'city', label: 'Localité', type: 'text', maxLength: 35 },
            {
              name: 'country',
              label: 'Pays',
              type: 'select',
              defaultValue: 'CH',
              options: BILLING_COUNTRIES.map((code) => ({ label: code, value: code })),
            },
          ],
        },
        {
          name: 'iban',
          label: 'IBAN',
          type: 'text',
          maxLength: 42,
          validate: validateOptionalText(isBillingIban, IBAN_ERROR),
        },
        {
          name: 'vatNumber',
          label: 'Numéro TVA',
          type: 'text',
          maxLength: 24,
          validate: validateOptionalText(isVatNumber, VAT_NUMBER_ERROR),
          admin: {
            description:
              'CHE-123.456.789 TVA : imprimé sur les factures ; sans lui, une facture ne peut porter que le taux 0 %.',
          },
        },
        {
          name: 'vatRates',
          label: 'Taux de TVA proposés sur les lignes de facture',
          type: 'select',
          hasMany: true,
          options: optionsOf(VAT_RATE_LABELS),
          defaultValue: VAT_RATES,
        },
        {
          name: 'roundToFiveCentimes',
          label: 'Arrondir le total des nouvelles factures à 5 centimes',
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
    {
      name: 'fileMaxMegabytes',
      label: {
        fr: 'Taille maximale des fichiers de projet (Mo)',
        en: 'Project file size limit (MB)',
      },
      type: 'number',
      required: true,
      defaultValue: DEFAULT_FILE_MAX_MEGABYTES,
      min: 1,
      // The API refuses any upload above the ceiling before this limit is read.
      max: FILE_MAX_MEGABYTES_CEILING,
      validate: (value: unknown) => (isFileMegabytes(value) ? true : FILE_LIMIT_ERROR),
      access: adminRead,
      admin: {
        description: {
          fr: 'Livrables, fichiers des clients et pièces jointes des messages.',
          en: 'Deliverables, client files and message attachments.',
        },
      },
    },
    {
      name: 'cannedReplies',
      type: 'group',
      access: adminRead,
      fields: (Object.keys(CANNED_REPLY_DEFAULTS) as (keyof typeof CANNED_REPLY_DEFAULTS)[]).map(
        (name) => ({
          name,
          type: 'textarea' as const,
          required: true,
          defaultValue: CANNED_REPLY_DEFAULTS[name],
        }),
      ),
    },
  ],
}
