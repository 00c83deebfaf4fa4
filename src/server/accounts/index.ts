export { adminExists, claimFirstAdmin } from './first-admin'
export { weakPasswordMessage } from './password-strength'
export { confirmOwnPassword, reauthenticate } from './reauthenticate'
export { resetPasswordEmail } from './reset-password-email'
export { resetSecondFactor } from './second-factor/reset-second-factor'
export { NOT_ENROLLED } from './second-factor/second-factor-account'
export { sendSecondFactorReset } from './second-factor/second-factor-email-tasks'
export {
  confirmEnrolment,
  disableSecondFactor,
  enrollerOf,
  startEnrolment,
} from './second-factor/second-factor-enrolment'
export { verifySignIn } from './second-factor/second-factor-sign-in'
export { endSessions, listSessions, listSessionsOf } from './sessions/account-sessions'
export { getSessionUser, requireBackOfficeUser, requirePortalUser } from './sessions/session'
export { recordSignIn } from './sessions/sign-in-sessions'
export type { SignInOutcome } from './sessions/sign-in-sessions'
export { trackedSessions } from './sessions/tracked-sessions'
export { isViewingAsClient } from './view-as/view-as-cookie'
export { endViewAsEndpoint, startViewAsEndpoint } from './view-as/view-as-endpoints'
export { requireClientArea } from './view-as/view-as'
