import type { Field, GlobalAfterChangeHook } from 'payload'

import { logActivity, type JournalAction } from '@/server/activity'

/** The stored (named) fields of a list of fields, through the tabs and rows that arrange them. */
const namedFields = (fields: Field[]): Field[] =>
  fields.flatMap((field) => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => namedFields(tab.fields))
    if (field.type === 'row' || field.type === 'collapsible') return namedFields(field.fields)
    return 'name' in field ? [field] : []
  })

/** A field's French label, as the audit log names what a save changed ('Coordonnées…'). */
const frenchLabel = (fields: Field[], key: string) => {
  const field = namedFields(fields).find(
    (candidate) => 'name' in candidate && candidate.name === key,
  )
  const label = field && 'label' in field ? field.label : undefined
  return label && typeof label === 'object' && 'fr' in label ? String(label.fr) : key
}

/**
 * A global's save by a signed-in user as one audit entry naming the fields it changed; the seed
 * and migrations (no user) are not audited. `fields` is read when the hook runs, as the global's
 * own list is not defined yet where the hook is declared.
 */
export const auditGlobalChanges =
  (
    entityId: string,
    action: JournalAction,
    fields: () => Field[],
    label: string | null = null,
  ): GlobalAfterChangeHook =>
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
        entityId,
        label,
        action,
        note: changed.map((key) => frenchLabel(fields(), key)).join(', '),
      })
    }
    return doc
  }
