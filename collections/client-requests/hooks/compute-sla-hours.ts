import type { FieldHook } from 'payload'

import { slaHours } from '@/domain/requests/sla'

/** SLA hours are derived on every read from the creation and resolution times, never stored. */
export const computeSlaHours: FieldHook = ({ data }) =>
  data?.createdAt ? slaHours(data.createdAt as string, data.resolvedAt as string | null) : null
