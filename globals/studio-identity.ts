import type { Field, GlobalConfig } from 'payload'

import { adminField, anyone, editors } from '@/access/rules'
import { BILLING_COUNTRIES } from '@/domain/billing/qr-bill'
import { isVatNumber, VAT_NUMBER_ERROR } from '@/domain/billing/vat-number'
import { SOCIAL_NETWORK_KEYS, SOCIAL_NETWORKS } from '@/domain/site/social-networks'
import { IDENTITY_LIMITS, isUidNumber, UID_ERROR } from '@/domain/site/studio-identity'
import { isPhoneNumber } from '@/domain/users/contact-details'
import { validationMessage } from '@/domain/web/validation-message'
import { CONTENT_TAGS, revalidateContent } from '@/server/content'

import { auditGlobalChanges } from '../collections/_shared/audit-global'
import { NAV_GROUPS } from '../collections/_shared/panel'
import { validateHttpUrl, validateOptionalText } from '../collections/_shared/validators'

type Label = { fr: string; en: string }

const COUNTRY_LABELS: Record<(typeof BILLING_COUNTRIES)[number], Label> = {
  CH: { fr: 'Suisse', en: 'Switzerland' },
  LI: { fr: 'Liechtenstein', en: 'Liechtenstein' },
}

// The company's registered details print on every invoice and its QR-bill: admins change them,
// editors see them. The contact channels are the site's, which editors keep current.
const legal = { update: adminField }

/** A text of the company's; only its name, required, is the site's to change. */
const text = (name: keyof typeof IDENTITY_LIMITS, label: Label, required = false): Field => ({
  name,
  label,
  type: 'text',
  required,
  maxLength: IDENTITY_LIMITS[name],
  access: required ? undefined : legal,
})

/** The studio's identity, in one place: every page, invoice and e-mail that names it reads it. */
export const StudioIdentity: GlobalConfig = {
  slug: 'studio-identity',
  label: { fr: 'Identité du studio', en: 'Studio identity' },
  admin: {
    group: NAV_GROUPS.site,
    description: {
      fr: 'Nom, adresse, numéros IDE et TVA, moyens de contact et réseaux : l’en-tête, le pied de page, la page support, les mentions légales, les factures et les e-mails les reprennent. Un lien laissé vide n’est pas affiché.',
      en: 'Name, address, UID and VAT numbers, contact channels and social profiles: the header, footer, support page, legal notice, invoices and e-mails use them. A link left empty is not shown.',
    },
  },
  // Everything here is public: it is printed on the legal notice.
  access: { read: anyone, update: editors },
  hooks: {
    afterChange: [
      () => revalidateContent(CONTENT_TAGS.identity),
      auditGlobalChanges(
        'identity',
        'identityUpdated',
        () => StudioIdentity.fields,
        'Identité du studio',
      ),
    ],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { fr: 'Société', en: 'Company' },
          fields: [
            {
              type: 'row',
              fields: [
                text('name', { fr: 'Nom du studio', en: 'Studio name' }, true),
                text('legalName', { fr: 'Raison sociale', en: 'Company name' }),
              ],
            },
            {
              type: 'row',
              fields: [
                text('street', { fr: 'Rue', en: 'Street' }),
                text('buildingNumber', { fr: 'Numéro', en: 'Number' }),
              ],
            },
            {
              type: 'row',
              fields: [
                text('postalCode', { fr: 'NPA', en: 'Postcode' }),
                text('city', { fr: 'Localité', en: 'City' }),
                {
                  name: 'country',
                  label: { fr: 'Pays', en: 'Country' },
                  type: 'select',
                  defaultValue: 'CH',
                  access: legal,
                  options: BILLING_COUNTRIES.map((code) => ({
                    label: COUNTRY_LABELS[code],
                    value: code,
                  })),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'uid',
                  label: { fr: 'Numéro IDE', en: 'UID number' },
                  type: 'text',
                  maxLength: 15,
                  access: legal,
                  validate: validateOptionalText(isUidNumber, UID_ERROR),
                  admin: { placeholder: 'CHE-123.456.789' },
                },
                {
                  name: 'vatNumber',
                  label: { fr: 'Numéro TVA', en: 'VAT number' },
                  type: 'text',
                  maxLength: 24,
                  access: legal,
                  validate: validateOptionalText(isVatNumber, VAT_NUMBER_ERROR),
                  admin: {
                    placeholder: 'CHE-123.456.789 TVA',
                    description: {
                      fr: 'Imprimé sur les factures ; sans lui, une facture ne peut porter que le taux 0 %.',
                      en: 'Printed on invoices; without it, an invoice may only carry the 0% rate.',
                    },
                  },
                },
              ],
            },
          ],
        },
        {
          label: { fr: 'Coordonnées', en: 'Contact' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'email',
                  label: { fr: 'Adresse e-mail', en: 'E-mail address' },
                  type: 'email',
                  required: true,
                  admin: {
                    description: {
                      fr: 'Affiché sur le site ; les briefs, demandes et messages des clients y sont annoncés.',
                      en: 'Shown on the site; clients’ briefs, requests and messages are announced there.',
                    },
                  },
                },
                {
                  name: 'phone',
                  label: { fr: 'Téléphone', en: 'Phone' },
                  type: 'text',
                  maxLength: 40,
                  validate: validateOptionalText(isPhoneNumber, validationMessage('phoneInvalid')),
                  admin: { placeholder: '+41 22 555 01 23' },
                },
              ],
            },
            {
              name: 'messagingUrl',
              label: { fr: 'Lien de messagerie (WhatsApp)', en: 'Messaging link (WhatsApp)' },
              type: 'text',
              maxLength: 300,
              validate: validateHttpUrl,
              admin: { placeholder: 'https://wa.me/41791234567' },
            },
            {
              name: 'social',
              label: { fr: 'Réseaux sociaux', en: 'Social profiles' },
              labels: {
                singular: { fr: 'Réseau', en: 'Network' },
                plural: { fr: 'Réseaux', en: 'Networks' },
              },
              type: 'array',
              maxRows: SOCIAL_NETWORK_KEYS.length,
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'network',
                      label: { fr: 'Réseau', en: 'Network' },
                      type: 'select',
                      required: true,
                      options: SOCIAL_NETWORK_KEYS.map((value) => ({
                        value,
                        // A brand's name is the same in both languages.
                        label: { fr: SOCIAL_NETWORKS[value].name, en: SOCIAL_NETWORKS[value].name },
                      })),
                    },
                    {
                      name: 'url',
                      label: { fr: 'Adresse du profil', en: 'Profile address' },
                      type: 'text',
                      required: true,
                      maxLength: 300,
                      validate: validateHttpUrl,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
