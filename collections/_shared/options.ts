import type { Option } from 'payload'

import type { Labelled } from '@/domain/labelled'

/** Turns a domain label map into Payload select options, so the labels live in one place. */
export const optionsOf = <V extends string>(labels: Labelled<V>): Option[] =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }))
