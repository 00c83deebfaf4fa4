import { BRIEF_LIMITS, type BriefTextField } from '@/domain/submissions/brief-limits'

/** A brief input's own attribute: the browser stops the text where the schema would refuse it. */
export const briefInputLimits = (name: BriefTextField) => ({ maxLength: BRIEF_LIMITS[name].max })

/** The description's minimum, which the counter under it shows as the visitor types. */
export const DESCRIPTION_MIN_CHARS = BRIEF_LIMITS.businessDescription.min
