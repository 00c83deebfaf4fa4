import type { GlobalConfig } from 'payload'

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

import { auditGlobalChanges } from '../collections/_shared/audit-global'
import { labelOf } from '../collections/_shared/options'
import { hiddenFromEditors, NAV_GROUPS } from '../collections/_shared/panel'
import { translated } from '../collections/_shared/validators'
import { billingGroup } from './settings-billing'

const adminRead = { read: adminField }

/**
 * The single settings row: the back office's rules (SLA thresholds, billing, file limit, canned
 * replies). The studio's name, address and contact channels are its identity (studio-identity).
 */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { fr: 'Paramètres', en: 'Settings' },
  // Editors may read the public texts but change nothing here.
  admin: { group: NAV_GROUPS.site, hidden: hiddenFromEditors },
  access: { read: anyone, update: admins },
  hooks: {
    afterChange: [
      // An admin's save is one audit entry naming what changed; the seed (no user) is not.
      auditGlobalChanges('global', 'settingsUpdated', () => Settings.fields),
    ],
  },
  fields: [
    {
      // Unnamed tabs only arrange the form: the stored fields stay where they were.
      type: 'tabs',
      tabs: [
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
