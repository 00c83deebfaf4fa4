import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'

import { keepEmailsForQueue } from '@/server/content'

import { formSubmissionOverrides } from '../form-submissions'
import { formOverrides } from '.'

/**
 * `@payloadcms/plugin-form-builder`: the `forms` editors build and their `form-submissions`.
 * Only the field kinds the site renders are offered (no country, state, rich message, payment
 * or upload). Its e-mails are rendered by the plugin and sent through the jobs queue.
 */
export const formsPlugin = formBuilderPlugin({
  fields: {
    text: true,
    email: true,
    textarea: true,
    number: true,
    select: true,
    checkbox: true,
    country: false,
    state: false,
    message: false,
    payment: false,
    upload: false,
  },
  beforeEmail: keepEmailsForQueue,
  formOverrides,
  formSubmissionOverrides,
})

/**
 * The plugin's French texts the panel shows in the field blocks, where it kept English words
 * ("Label", "Placeholder", "Checkbox"…); merged over the plugin's own by Payload's i18n.
 */
export const formBuilderFrench = {
  'plugin-form-builder': {
    name: 'Nom (identifiant, sans espaces ni accents)',
    label: 'Libellé',
    placeholder: 'Texte indicatif',
    checkboxPlural: 'Cases à cocher',
    checkboxSingular: 'Case à cocher',
    emailPlural: 'Champs e-mail',
    emailSingular: 'E-mail',
    selectOptions: 'Choix de la liste',
    selectPlural: 'Listes de choix',
    selectSingular: 'Liste de choix',
    textareaPlural: 'Zones de texte',
    textareaSingular: 'Zone de texte',
    optionPlural: 'Choix',
    optionSingular: 'Choix',
  },
}
