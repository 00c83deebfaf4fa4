import type { CollectionAfterChangeHook } from 'payload'

import type { ClientProject } from '@payload-types'
import { describeProjectChanges, type ProjectChangeWords } from '@/domain/projects/changes'
import { labelsOf } from '@/i18n/labels'
import { journalT, logActivity, SKIP_PROJECT_LOG, type JournalAction } from '@/server/activity'
import { BACK_OFFICE_LANGUAGE } from '@/server/platform/i18n/request-language'

/**
 * Every update of a project, whichever screen or API made it, leaves its audit-log entries in the
 * same transaction: a status change or an edit without its entry cannot happen.
 */
export const logProjectChanges: CollectionAfterChangeHook<ClientProject> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context[SKIP_PROJECT_LOG]) return doc
  // The journal is the back office's: its notes name statuses and fields in its language.
  const t = journalT()
  const words: ProjectChangeWords<JournalAction> = {
    status: labelsOf(BACK_OFFICE_LANGUAGE, 'projectStatus'),
    detail: labelsOf(BACK_OFFICE_LANGUAGE, 'projectDetail'),
    actions: { statusChanged: 'projectStatusChanged', detailChanged: 'projectEdited' },
    notes: {
      newStatus: (status) => t('journalEntries.notes.newStatus', { status }),
      detailChanged: (detail, before, after) =>
        t('journalEntries.notes.detailChanged', { detail, before, after }),
    },
  }
  for (const entry of describeProjectChanges(previousDoc, doc, words)) {
    await logActivity(req, { entityType: 'project', entityId: doc.id, ...entry })
  }
  return doc
}
