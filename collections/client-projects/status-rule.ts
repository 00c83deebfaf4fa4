import type { ProjectStatus } from '@/domain/projects/status'
import { canMoveProject, moveRefusal } from '@/domain/projects/transitions'
import { labelsOf } from '@/i18n/labels'
import { validationText } from '@/i18n/validation-text'

import { validateStatusMove } from '../_shared/status-move'

/**
 * A project's status follows the domain's transitions (a rejected project never goes 'Live'): a
 * refused move names where the project is, where it was sent and where it may go.
 */
export const validateProjectStatus = validateStatusMove<ProjectStatus>(
  canMoveProject,
  (from, to, lang) =>
    validationText(lang, moveRefusal({ from, to }, labelsOf(lang, 'projectStatus'))),
)
