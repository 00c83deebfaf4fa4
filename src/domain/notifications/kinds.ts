/**
 * What a notification is about (named by the `labels` texts). A client
 * hears of its projects' events; the studio's admins of what clients do.
 */
export const NOTIFICATION_KINDS = [
  'updatePosted',
  'deliverableShared',
  'studioMessage',
  'requestStarted',
  'requestDone',
  'invoiceIssued',
  'invoiceCancelled',
  'briefReceived',
  'clientRequest',
  'clientMessage',
  'deliverableApproved',
] as const

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/**
 * How each kind reaches a mailbox, besides the bell:
 * - `digest`: the notification digest, at most one mail per person per 10 minutes;
 * - `ownMail`: the event's own mail, sent at once as before (the message's text, the finished
 *   request), which the account's choice turns off like the digest;
 * - `alwaysMailed`: a mail no choice turns off or duplicates: the invoice itself with its PDF (and
 *   the credit note that cancels it), and
 *   the studio inbox's mails (the studio identity's e-mail, not a person's) of a brief,
 *   a request or a client's message.
 */
export const EMAIL_ROUTE = {
  updatePosted: 'digest',
  deliverableShared: 'digest',
  requestStarted: 'digest',
  deliverableApproved: 'digest',
  studioMessage: 'ownMail',
  requestDone: 'ownMail',
  invoiceIssued: 'alwaysMailed',
  invoiceCancelled: 'alwaysMailed',
  briefReceived: 'alwaysMailed',
  clientRequest: 'alwaysMailed',
  clientMessage: 'alwaysMailed',
} as const satisfies Record<NotificationKind, 'digest' | 'ownMail' | 'alwaysMailed'>

/** The kinds each side hears of: what the account page offers to choose. */
export const CLIENT_KINDS: NotificationKind[] = [
  'updatePosted',
  'deliverableShared',
  'studioMessage',
  'requestStarted',
  'requestDone',
  'invoiceIssued',
  'invoiceCancelled',
]
export const STUDIO_KINDS: NotificationKind[] = [
  'briefReceived',
  'clientRequest',
  'clientMessage',
  'deliverableApproved',
]

/** Kinds whose e-mail the person chooses (in the app only, or in the app and by e-mail). */
export type EmailChoiceKind = {
  [K in NotificationKind]: (typeof EMAIL_ROUTE)[K] extends 'alwaysMailed' ? never : K
}[NotificationKind]
export const isEmailChoice = (kind: NotificationKind): kind is EmailChoiceKind =>
  EMAIL_ROUTE[kind] !== 'alwaysMailed'

/**
 * Whether the account wants this kind by e-mail: yes unless it chose "in the app only" for it
 * (`notificationsInAppOnly`); e-mail is on by default, as the mails were before the bell.
 */
export const wantsEmail = (
  account: { notificationsInAppOnly?: readonly string[] | null } | null | undefined,
  kind: NotificationKind,
) => isEmailChoice(kind) && !(account?.notificationsInAppOnly ?? []).includes(kind)

/** The short subject a notification names (a project, a request's page): kept to one line. */
export const NOTIFICATION_SUBJECT_MAX = 140

export const shortSubject = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > NOTIFICATION_SUBJECT_MAX
    ? `${line.slice(0, NOTIFICATION_SUBJECT_MAX - 1)}…`
    : line
}

/** How long the digest waits for more events after the first: with the minute's run, ≤ 10 min. */
export const DIGEST_DELAY_MS = 9 * 60_000
