'use client'

import Link from 'next/link'

import type { Activity } from '@payload-types'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { entryLink } from './entry-link'
import { isJournalEntity } from './journal-entities'

/**
 * What an entry is about, named and linked: "Facture FA-2026-0012 — Fromagerie du Lac". An entry
 * written before items were named keeps its number ("Projet #4").
 */
export const EntryItem = ({ entry }: { entry: Activity }) => {
  const { t } = useTranslation('backoffice')
  const kind = isJournalEntity(entry.entityType)
    ? t(`journal.entities.${entry.entityType}`)
    : entry.entityType
  const name =
    entry.entityLabel ??
    (entry.entityId && entry.entityType !== 'settings' ? `#${entry.entityId}` : null)
  const text = [kind, name].filter(Boolean).join(' ')
  const href = entryLink(entry)
  return (
    <span className="break-words">
      {href ? (
        <Link
          href={href}
          className="font-medium text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
        >
          {text}
        </Link>
      ) : (
        text
      )}
      {entry.entityClient ? ` — ${entry.entityClient}` : null}
    </span>
  )
}
