import { toWords } from 'payload/shared'

/**
 * Texts French shares with English word for word: a label may read the same in both languages
 * only if it is one of these. Anything else equal in both, or equal to the English words Payload
 * derives from a field's name, is an English default nobody translated.
 */
const SAME_IN_BOTH = new Set([
  'Action',
  'Blog',
  'Brief',
  'Business',
  'Client',
  'Clients',
  'Description',
  'Design',
  'Facebook',
  'Finances',
  'IBAN',
  'Image',
  'Infrastructure',
  'Instagram',
  'Liechtenstein',
  'LinkedIn',
  'Notes',
  'Note',
  'Studio',
  'Version',
  'Marketing',
  'Message',
  'Notification',
  'Notifications',
  'Question',
  'Site Launch',
  'Support',
  'Total (CHF)',
])

/** A place in the config and what is wrong with its text. */
export type Problem = `${string}: ${string}`

type Loose = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** Payload's `t` in each panel language, for the texts given as functions of it. */
export type Translators = { fr: (key: string) => string; en: (key: string) => string }
let translators: Translators | undefined
/** Texts given as functions (Payload's own, a plugin's) are read through these translations. */
export const readFunctionTextsWith = (t: Translators) => {
  translators = t
}

/** Checks one shown text: `{ fr, en }`, both written, the French one not an English default. */
const checkText = (value: unknown, where: string, englishDefault?: string): Problem[] => {
  // A function is Payload's or a plugin's text, translated through Payload's i18n: read as both.
  if (typeof value === 'function') {
    if (!translators) return []
    const read = (t: (key: string) => string) => String(value({ t, i18n: { t } }))
    return checkText({ fr: read(translators.fr), en: read(translators.en) }, where, englishDefault)
  }
  if (!value || typeof value !== 'object') return [`${where}: not { fr, en } (${String(value)})`]
  const { fr, en } = value as Loose
  if (typeof fr !== 'string' || !fr.trim()) return [`${where}: no French text`]
  if (typeof en !== 'string' || !en.trim()) return [`${where}: no English text`]
  const english = fr === en || fr === englishDefault
  return english && !SAME_IN_BOTH.has(fr) ? [`${where}: French text "${fr}" is English`] : []
}

const description = (admin: Loose | undefined, where: string): Problem[] =>
  admin?.description === undefined ? [] : checkText(admin.description, `${where} description`)

/** Fields a user never sees in the panel: auth internals, hidden and disabled fields. */
const isShown = (field: Loose) =>
  field.hidden !== true && field.admin?.hidden !== true && field.admin?.disabled !== true

const checkDate = (field: Loose, where: string): Problem[] => {
  const format: unknown = field.admin?.date?.displayFormat
  if (typeof format !== 'string') return [`${where}: date without a panel display format`]
  return /a/.test(format.replace(/'[^']*'/g, '')) ? [`${where}: date on 12 hours`] : []
}

/** Every shown text of `fields`, down through groups, rows, collapsibles, tabs, arrays, blocks. */
export const checkFields = (fields: Loose[], where: string): Problem[] =>
  fields.filter(isShown).flatMap((field): Problem[] => {
    const here = `${where}.${field.name ?? field.type}`
    const problems: Problem[] = [...description(field.admin, here)]
    const unlabelled = ['row', 'tabs', 'ui'].includes(field.type) || field.label === false
    if (!unlabelled) {
      problems.push(...checkText(field.label, `${here} label`, field.name && toWords(field.name)))
    }
    if (field.type === 'date') problems.push(...checkDate(field, here))
    for (const option of field.options ?? []) {
      const value = typeof option === 'string' ? option : option.value
      problems.push(...checkText(option?.label, `${here} option ${value}`, toWords(value)))
    }
    if (field.type === 'array') problems.push(...checkPlural(field.labels, here))
    if (field.fields) problems.push(...checkFields(field.fields, here))
    for (const tab of field.tabs ?? []) {
      const tabWhere = `${here}.${tab.name ?? 'tab'}`
      problems.push(...checkText(tab.label, `${tabWhere} label`, tab.name && toWords(tab.name)))
      problems.push(...description(tab, tabWhere), ...checkFields(tab.fields, tabWhere))
    }
    for (const block of field.blocks ?? []) {
      const blockWhere = `${here}.${block.slug}`
      problems.push(...checkPlural(block.labels, blockWhere))
      problems.push(...checkFields(block.fields, blockWhere))
    }
    return problems
  })

const checkPlural = (labels: Loose | undefined, where: string): Problem[] => [
  ...checkText(labels?.singular, `${where} singular`),
  ...checkText(labels?.plural, `${where} plural`),
]

/** A collection or global shown in the panel: its names, its navigation group, its fields. */
export const checkEntity = (entity: Loose, kind: 'collection' | 'global'): Problem[] => {
  const where = `${kind} ${entity.slug}`
  const names =
    kind === 'collection'
      ? checkPlural(entity.labels, where)
      : checkText(entity.label, `${where} label`, toWords(entity.slug))
  return [
    ...names,
    ...checkText(entity.admin?.group, `${where} group`),
    ...description(entity.admin, where),
    ...checkFields(entity.fields, where),
  ]
}
