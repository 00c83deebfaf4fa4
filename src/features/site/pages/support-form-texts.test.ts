import { describe, expect, it } from 'vitest'

import { plainRichText } from '@/domain/content/rich-text'
import type { PublicForm } from '@/server/content/forms/form-row'

import { supportFormTexts } from './support-form-texts'

describe('supportFormTexts', () => {
  it('takes the labels, choices, button and confirmation an editor wrote', () => {
    const form = {
      id: 1,
      slug: 'support',
      title: 'Support',
      submitButtonLabel: 'Écrire au studio',
      confirmationMessage: plainRichText('Merci !', 'Réponse sous 24h.'),
      fields: [
        { blockType: 'text', name: 'name', label: 'Votre nom' },
        { blockType: 'email', name: 'email', label: null },
        {
          blockType: 'select',
          name: 'priority',
          label: 'Urgence',
          options: [{ label: 'Basse', value: 'low' }],
        },
      ],
    } as unknown as PublicForm
    const texts = supportFormTexts(form)
    expect(texts.labels).toEqual({
      name: 'Votre nom',
      email: 'email',
      subject: 'subject',
      priority: 'Urgence',
      message: 'message',
    })
    expect(texts.priorities).toEqual([{ label: 'Basse', value: 'low' }])
    expect(texts.submit).toBe('Écrire au studio')
    expect(texts.confirmation).toBe('Merci !\n\nRéponse sous 24h.')
  })
})
