import configPromise from '@payload-config'
import { format } from 'date-fns'
import { fr } from 'date-fns/locale/fr'
import type { PayloadRequest, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { initI18n } from '@payloadcms/translations'

import { checkEntity, checkFields, readFunctionTextsWith } from '../helpers/panel-texts'

type Entity = SanitizedCollectionConfig | SanitizedGlobalConfig

const config = await configPromise
// Payload's own collections and globals (jobs, preferences, migrations) never show in the panel.
const shown = <E extends Entity>(entities: E[]) => entities.filter((e) => e.admin.hidden !== true)
const collections = shown(config.collections)
const globals = shown(config.globals)
const inPanel = async (language: 'fr' | 'en') =>
  (await initI18n({ config: config.i18n, language, context: 'client' })).t as (k: string) => string
// Texts given as functions (Payload's, the form builder's) are checked as the panel shows them.
readFunctionTextsWith({ fr: await inPanel('fr'), en: await inPanel('en') })

const editor = { id: 1, role: 'editor', collection: 'users' } as const
const hiddenFor = (entity: Entity, user: object) => {
  const { hidden } = entity.admin
  return typeof hidden === 'function' ? hidden({ user: user as never }) : Boolean(hidden)
}
const editorMayUpdate = async (entity: Entity) =>
  (await entity.access.update?.({ req: { user: editor } as unknown as PayloadRequest })) === true

describe('the CMS panel speaks French first, English second', () => {
  it('gives every collection, global, field, option and description a French and an English text', () => {
    const problems = [
      ...collections.flatMap((collection) => checkEntity(collection, 'collection')),
      ...globals.flatMap((global) => checkEntity(global, 'global')),
    ]
    expect(problems).toEqual([])
  })

  it('catches an English default, a missing English text and an untranslated option', () => {
    const fields = [
      { name: 'term', type: 'text', label: 'Term' },
      { name: 'note', type: 'text', label: { fr: 'Note' } },
      { name: 'kind', type: 'select', label: { fr: 'Genre', en: 'Kind' }, options: ['big'] },
      { name: 'hash', type: 'text', hidden: true },
    ]
    expect(checkFields(fields, 'x')).toEqual([
      'x.term label: not { fr, en } (Term)',
      'x.note label: no English text',
      'x.kind option big: not { fr, en } (undefined)',
    ])
    const english = [{ name: 'order', type: 'number', label: { fr: 'Order', en: 'Order' } }]
    expect(checkFields(english, 'x')).toEqual(['x.order label: French text "Order" is English'])
    const plugin = [{ name: 'hint', type: 'text', label: () => 'Placeholder' }]
    expect(checkFields(plugin, 'x')).toEqual(['x.hint label: French text "Placeholder" is English'])
  })

  it('is French unless the user chose English, with the default avatar and French dates', () => {
    expect(Object.keys(config.i18n.supportedLanguages).sort()).toEqual(['en', 'fr'])
    expect(config.i18n.fallbackLanguage).toBe('fr')
    // The default avatar is Payload's own icon: no Gravatar request with each user's e-mail hash.
    expect(config.admin.avatar).toBe('default')
    const moment = new Date(2026, 10, 25, 8, 45)
    expect(format(moment, config.admin.dateFormat, { locale: fr })).toBe('25 nov. 2026, 08:45')
  })

  it('names the list columns and the searched fields of every collection', () => {
    const missing = collections
      .filter((c) => !c.admin.defaultColumns?.length || !c.admin.listSearchableFields?.length)
      .map((c) => c.slug)
    expect(missing).toEqual([])
  })

  it('shows an editor only what an editor may change', async () => {
    const wrong: string[] = []
    for (const entity of [...collections, ...globals]) {
      if (hiddenFor(entity, editor) === (await editorMayUpdate(entity))) wrong.push(entity.slug)
    }
    expect(wrong).toEqual([])
    expect(collections.filter((c) => !hiddenFor(c, editor)).map((c) => c.slug)).toEqual([
      'glossary-terms',
      'faq-items',
      'posts',
      'images',
      'case-studies',
      'legal-pages',
      'forms',
    ])
  })
})
