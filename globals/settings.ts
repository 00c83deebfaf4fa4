import type { Field, GlobalConfig } from 'payload'

import { adminField, admins, anyone } from '@/access/rules'
import { DEFAULT_FILE_MAX_MEGABYTES, FILE_MAX_MEGABYTES_CEILING } from '@/domain/files/file-rules'
import {
  CANNED_REPLY_DEFAULTS,
  CANNED_REPLY_KEYS,
  SETTINGS_DEFAULTS,
} from '@/domain/settings/canned-replies'
import {
  FILE_LIMIT_ERROR,
  isFileMegabytes,
  isSlaHours,
  SLA_HOURS_ERROR,
  SLA_ORDER_ERROR,
} from '@/domain/settings/settings-schema'
import { logActivity } from '@/server/activity'
import { CONTENT_TAGS, revalidateContent } from '@/server/content'

import { labelOf } from '../collections/_shared/options'
import { hiddenFromEditors, NAV_GROUPS } from '../collections/_shared/panel'
import { translated, validateHttpUrl } from '../collections/_shared/validators'
import { billingGroup } from './settings-billing'

const adminRead = { read: adminField }

/** The stored (named) fields of a list of fields, through the tabs and rows that arrange them. */
const namedFields = (fields: Field[]): Field[] =>
  fields.flatMap((field) => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => namedFields(tab.fields))
    if (field.type === 'row' || field.type === 'collapsible') return namedFields(field.fields)
    return 'name' in field ? [field] : []
  })

/** A setting's French label, as the audit log names what a save changed ('Coordonnées…'). */
const settingLabel = (key: string) => {
  const field = namedFields(Settings.fields).find(
    (candidate) => 'name' in candidate && candidate.name === key,
  )
  const label = field && 'label' in field ? field.label : undefined
  return label && typeof label === 'object' && 'fr' in label ? String(label.fr) : key
}

/**
 * The single settings row. The public site reads the messaging URL and the pricing texts; the SLA
 * thresholds, canned replies and billing details are the back office's only.
 */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { fr: 'Paramètres', en: 'Settings' },
  // Editors may read the public texts but change nothing here.
  admin: { group: NAV_GROUPS.site, hidden: hiddenFromEditors },
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
            action: 'settingsUpdated',
            note: changed.map(settingLabel).join(', '),
          })
        }
        return doc
      },
    ],
  },
  fields: [
    {
      // Unnamed tabs only arrange the form: the stored fields stay where they were.
      type: 'tabs',
      tabs: [
        {
          label: { fr: 'Site public', en: 'Public site' },
          fields: [
            {
              name: 'whatsappBusinessUrl',
              label: { fr: 'Lien WhatsApp Business', en: 'WhatsApp Business link' },
              type: 'text',
              validate: validateHttpUrl,
              admin: {
                description: {
                  fr: 'Lien de discussion, par exemple https://wa.me/41791234567',
                  en: 'Chat link, for example https://wa.me/41791234567',
                },
              },
            },
          ],
        },
        {
          label: { fr: 'Délais de réponse', en: 'Response times' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'slaWarnHours',
                  label: { fr: 'Seuil d’alerte SLA (heures)', en: 'SLA warning threshold (hours)' },
                  type: 'number',
                  required: true,
                  defaultValue: SETTINGS_DEFAULTS.slaWarnHours,
                  min: 0,
                  access: adminRead,
                  // The same rules as the form's schema: whole hours, not after the critical threshold.
                  validate: translated(
                    (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
                      if (!isSlaHours(value)) return SLA_HOURS_ERROR
                      const critical = siblingData.slaCriticalHours
                      return isSlaHours(critical) && value > critical ? SLA_ORDER_ERROR : true
                    },
                  ),
                },
                {
                  name: 'slaCriticalHours',
                  label: {
                    fr: 'Seuil critique SLA (heures)',
                    en: 'SLA critical threshold (hours)',
                  },
                  type: 'number',
                  required: true,
                  defaultValue: SETTINGS_DEFAULTS.slaCriticalHours,
                  min: 0,
                  access: adminRead,
                  validate: translated((value: unknown) =>
                    isSlaHours(value) ? true : SLA_HOURS_ERROR,
                  ),
                },
              ],
            },
          ],
        },
        {
          label: { fr: 'Facturation', en: 'Billing' },
          fields: [billingGroup],
        },
        {
          label: { fr: 'Fichiers', en: 'Files' },
          fields: [
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
              validate: translated((value: unknown) =>
                isFileMegabytes(value) ? true : FILE_LIMIT_ERROR,
              ),
              access: adminRead,
              admin: {
                description: {
                  fr: 'Livrables, fichiers des clients et pièces jointes des messages.',
                  en: 'Deliverables, client files and message attachments.',
                },
              },
            },
          ],
        },
        {
          label: { fr: 'Réponses types', en: 'Canned replies' },
          fields: [
            {
              name: 'cannedReplies',
              label: { fr: 'Réponses types', en: 'Canned replies' },
              type: 'group',
              access: adminRead,
              fields: CANNED_REPLY_KEYS.map((name) => ({
                name,
                label: labelOf('cannedReply', name),
                type: 'textarea' as const,
                required: true,
                defaultValue: CANNED_REPLY_DEFAULTS[name],
              })),
            },
          ],
        },
      ],
    },
  ],
}
