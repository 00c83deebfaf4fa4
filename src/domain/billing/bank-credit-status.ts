/**
 * A credit read from a bank file: applied to its invoice (by reference, or assigned by the admin),
 * waiting for the admin (with or without a suggested invoice), or set aside by the admin.
 */
export const BANK_CREDIT_STATUSES = ['matched', 'unmatched', 'ignored'] as const

export type BankCreditStatus = (typeof BANK_CREDIT_STATUSES)[number]
