import type { GlobalConfig } from 'payload'

import { anyone, editors } from '@/access/rules'
import { SOCIAL_NETWORK_KEYS, SOCIAL_NETWORKS } from '@/domain/site/social-networks'
import { CONTENT_TAGS, revalidateContent } from '@/server/content'

import { NAV_GROUPS } from '../../collections/_shared/panel'
import { validateHttpUrl } from '../../collections/_shared/validators'
import { localText } from '../home-page/text-fields'

/**
 * The support page's contact cards and hours, the social links and the footer's texts, localized
 * fr/en. The contact e-mail is the app's (CONTACT_EMAIL) and the WhatsApp link an admin's
 * setting (Paramètres): they are not repeated here.
 */
export const SiteContact: GlobalConfig = {
  slug: 'site-contact',
  label: { fr: 'Contact et pied de page', en: 'Contact and footer' },
  admin: { group: NAV_GROUPS.site },
  access: { read: anyone, update: editors },
  // Every public page shows the footer: all of them are rebuilt when this changes.
  hooks: { afterChange: [() => revalidateContent(CONTENT_TAGS.siteContact)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'support',
          label: { fr: 'Page support', en: 'Support page' },
          fields: [
            localText('emailText', { fr: 'Carte e-mail : texte', en: 'E-mail card: text' }, 160),
            localText(
              'whatsappText',
              { fr: 'Carte WhatsApp : texte', en: 'WhatsApp card: text' },
              160,
            ),
            localText('hoursValue', { fr: 'Horaires', en: 'Opening hours' }, 60),
            localText('hoursText', { fr: 'Carte horaires : texte', en: 'Hours card: text' }, 160),
          ],
        },
        {
          name: 'footer',
          label: { fr: 'Pied de page', en: 'Footer' },
          fields: [
            localText('about', { fr: 'Présentation', en: 'About the studio' }, 300, 'textarea'),
            {
              name: 'social',
              label: { fr: 'Réseaux sociaux', en: 'Social links' },
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
                      label: { fr: 'Adresse de la page', en: 'Page address' },
                      type: 'text',
                      required: true,
                      maxLength: 300,
                      validate: validateHttpUrl,
                    },
                  ],
                },
              ],
            },
            localText('rights', { fr: 'Mention des droits', en: 'Rights notice' }, 120),
            localText('madeIn', { fr: 'Signature', en: 'Closing line' }, 120),
          ],
        },
      ],
    },
  ],
}
