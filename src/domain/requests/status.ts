/** Change-request statuses as the back office names them. */
export const REQUEST_STATUSES = ['Pending', 'InProgress', 'Done'] as const

export type RequestStatus = (typeof REQUEST_STATUSES)[number]
export const DEFAULT_REQUEST_STATUS: RequestStatus = 'Pending'

/** The client side names the same statuses in lowercase. */
export const CLIENT_REQUEST_STATUS: Record<RequestStatus, 'pending' | 'in_progress' | 'completed'> =
  {
    Pending: 'pending',
    InProgress: 'in_progress',
    Done: 'completed',
  }

export const isOpenRequest = (status: RequestStatus): boolean => status !== 'Done'

/** 'Démarrer' is offered for Pending requests only; 'Terminer' for any request not yet Done. */
export const canStartRequest = (status: RequestStatus): boolean => status === 'Pending'
export const canFinishRequest = (status: RequestStatus): boolean => status !== 'Done'
