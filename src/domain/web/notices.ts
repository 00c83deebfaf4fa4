/**
 * One-shot notices carried in the URL (`?notice=`) across a redirect or a full page load, shown
 * as a toast on arrival: the guards' refusal, the end of a session and of an erased account.
 */
export const NOTICES = ['access-denied', 'signed-out', 'account-erased'] as const
export type Notice = (typeof NOTICES)[number]
export const NOTICE_PARAM = 'notice'

export const withNotice = (path: string, notice: Notice): string =>
  `${path}${path.includes('?') ? '&' : '?'}${NOTICE_PARAM}=${notice}`
