import { canChangeSubmissionStatus, type SubmissionStatus } from '@/domain/submissions/status'
import { validationMessage } from '@/domain/web/validation-message'
import { labelsOf } from '@/i18n/labels'
import { validationText } from '@/i18n/validation-text'

import { validateStatusMove } from '../_shared/status-move'

/** A decided submission keeps its decision, whatever writes its status. */
export const validateSubmissionStatus = validateStatusMove<SubmissionStatus>(
  canChangeSubmissionStatus,
  (from, _to, lang) =>
    validationText(
      lang,
      validationMessage('submissionDecided', {
        status: labelsOf(lang, 'submissionStatus')[from],
      }),
    ),
)
