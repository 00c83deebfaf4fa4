import type { Labelled } from '../labelled'
import { valuesOf } from '../labelled'

/** Change-request statuses as the back office names them, with their French labels. */
export const REQUEST_STATUS_LABELS = {
  Pending: 'En attente',
  InProgress: 'En cours',
  Done: 'Terminée',
} as const satisfies Labelled<string>

export type RequestStatus = keyof typeof REQUEST_STATUS_LABELS
export const REQUEST_STATUSES = valuesOf<RequestStatus>(REQUEST_STATUS_LABELS)
export const REQUEST_STATUS_LABELS_EN: Labelled<RequestStatus> = {
  Pending: 'Pending',
  InProgress: 'In progress',
  Done: 'Completed',
}
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
