/** Status of a project update shown on the client's timeline. */
export const UPDATE_STATUSES = ['pending', 'in_progress', 'completed'] as const

export type UpdateStatus = (typeof UPDATE_STATUSES)[number]
