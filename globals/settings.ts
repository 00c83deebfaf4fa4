import type { GlobalConfig } from 'payload'

import { adminField, admins, anyone } from '@/access/rules'
import { CANNED_REPLY_DEFAULTS, SETTINGS_DEFAULTS } from '@/domain/settings/canned-replies'
import { CONTENT_TAGS, revalidateContent } from '@/server/site/revalidate'

import { validateHttpUrl } from '../collections/_shared/validators'

const adminRead = { read: adminField }

/**
 * The single settings row (spec §3, id 'global'). The public site reads the messaging URL and the
 * pricing texts; the SLA thresholds and canned replies are the back office's only.
 */
export const Settings: GlobalConfig = {
  slug: 'settings',
  access: { read: anyone, update: admins },
  // The public pages show the messaging link: rebuild them when the settings change.
  hooks: { afterChange: [() => revalidateContent(CONTENT_TAGS.settings)] },
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
          validate: (value: number | null | undefined) =>
            Number.isInteger(value) ? true : 'Un nombre entier d’heures',
        },
        {
          name: 'slaCriticalHours',
          type: 'number',
          required: true,
          defaultValue: SETTINGS_DEFAULTS.slaCriticalHours,
          min: 0,
          access: adminRead,
          validate: (value: number | null | undefined) =>
            Number.isInteger(value) ? true : 'Un nombre entier d’heures',
        },
      ],
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
