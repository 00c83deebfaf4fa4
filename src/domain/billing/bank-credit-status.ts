import type { Labelled } from '../labelled'

/**
 * A credit read from a bank file: applied to its invoice (by reference, or assigned by the admin),
 * waiting for the admin (with or without a suggested invoice), or set aside by the admin.
 */
export const BANK_CREDIT_STATUS_LABELS = {
  matched: 'Rapproché',
  unmatched: 'À traiter',
  ignored: 'Ignoré',
} as const satisfies Labelled<string>

export type BankCreditStatus = keyof typeof BANK_CREDIT_STATUS_LABELS

export const BANK_CREDIT_STATUS_LABELS_EN: Labelled<BankCreditStatus> = {
  matched: 'Matched',
  unmatched: 'To review',
  ignored: 'Ignored',
}
