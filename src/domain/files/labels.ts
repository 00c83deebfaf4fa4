import type { Labelled } from '../labelled'

/** Who shares a deliverable: the studio (mock-ups, exports, contracts) or the client (assets). */
export const DELIVERABLE_KIND_LABELS = {
  studio: 'Studio',
  client: 'Client',
} as const satisfies Labelled<string>

export type DeliverableKind = keyof typeof DELIVERABLE_KIND_LABELS

export const DELIVERABLE_KIND_LABELS_EN: Labelled<DeliverableKind> = {
  studio: 'Studio',
  client: 'Client',
}
