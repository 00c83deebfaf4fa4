import type { GlobalConfig } from 'payload'

import { anyone, editors } from '@/access/rules'
import { CONTENT_TAGS, revalidateContent } from '@/server/content'

import { NAV_GROUPS } from '../../collections/_shared/panel'
import { localText } from '../home-page/text-fields'

/**
 * The support page's contact cards and hours and the footer's texts, localized fr/en. The e-mail,
 * phone, messaging link and social profiles they sit beside are the studio's identity's
 * (studio-identity): they are not repeated here.
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
            localText('rights', { fr: 'Mention des droits', en: 'Rights notice' }, 120),
            localText('madeIn', { fr: 'Signature', en: 'Closing line' }, 120),
          ],
        },
      ],
    },
  ],
}
