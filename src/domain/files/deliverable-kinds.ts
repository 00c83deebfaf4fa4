/** Who shares a deliverable: the studio (mock-ups, exports, contracts) or the client (assets). */
export const DELIVERABLE_KINDS = ['studio', 'client'] as const

export type DeliverableKind = (typeof DELIVERABLE_KINDS)[number]
