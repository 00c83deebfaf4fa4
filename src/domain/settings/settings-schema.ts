import * as z from 'zod/mini'

import { isPaymentDays, PAYMENT_DAYS_ERROR } from '../billing/invoice-dates'
import { IBAN_ERROR, isBillingIban } from '../billing/qr-bill'
import { VAT_RATES } from '../billing/vat'
import { FILE_MAX_MEGABYTES_CEILING } from '../files/file-rules'
import { validationMessage } from '../web/validation-message'
import { CANNED_REPLY_DEFAULTS, type CannedReplyKey } from './canned-replies'
import { SETTINGS_LIMITS } from './settings-limits'

/** The settings' messages: keys of the `validation` translations, for the form and the global. */
export const SLA_HOURS_ERROR = validationMessage('slaHours')
export const SLA_ORDER_ERROR = validationMessage('slaOrder')
export const FILE_LIMIT_ERROR = validationMessage('fileMegabytes', {
  max: FILE_MAX_MEGABYTES_CEILING,
})

/** SLA thresholds: whole hours, never negative, the warning no later than the critical one. */
export const isSlaHours = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

const hours = z.number({ error: SLA_HOURS_ERROR }).check(z.refine(isSlaHours, SLA_HOURS_ERROR))
/** The project files' size limit: whole MB, at least 1, never above the API's own limit. */
export const isFileMegabytes = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 1 &&
  value <= FILE_MAX_MEGABYTES_CEILING

const fileMegabytes = z
  .number({ error: FILE_LIMIT_ERROR })
  .check(z.refine(isFileMegabytes, FILE_LIMIT_ERROR))
/** A canned reply: not blank once trimmed, nor missing. */
const cannedReply = () =>
  z
    .string({ error: validationMessage('required') })
    .check(
      z.maxLength(
        SETTINGS_LIMITS.cannedReply,
        validationMessage('maxChars', { max: SETTINGS_LIMITS.cannedReply }),
      ),
      z.trim(),
      z.minLength(1, validationMessage('required')),
    )
/** An optional text that, when given, must pass `isValid`. */
const optionalValid = (isValid: (value: string) => boolean, message: string) =>
  z.nullish(z.string()).check(z.refine((value) => !value || isValid(value), message))

/**
 * The settings form of the back office (/admin/settings), parsed in the browser and, through
 * the settings global's field rules, by the server.
 */
export const settingsSchema = z
  .object({
    slaWarnHours: hours,
    slaCriticalHours: hours,
    fileMaxMegabytes: fileMegabytes,
    cannedReplies: z.object(
      Object.fromEntries(
        (Object.keys(CANNED_REPLY_DEFAULTS) as CannedReplyKey[]).map((key) => [key, cannedReply()]),
      ) as Record<CannedReplyKey, ReturnType<typeof cannedReply>>,
    ),
    billing: z.object({
      iban: optionalValid(isBillingIban, IBAN_ERROR),
      paymentTermDays: z
        .number({ error: PAYMENT_DAYS_ERROR })
        .check(z.refine(isPaymentDays, PAYMENT_DAYS_ERROR)),
      // Chosen in the CMS panel; kept as they are when this form saves.
      vatRates: z.nullish(z.array(z.enum(VAT_RATES))),
      roundToFiveCentimes: z.nullish(z.boolean()),
    }),
  })
  .check(
    z.refine((settings) => settings.slaWarnHours <= settings.slaCriticalHours, {
      message: SLA_ORDER_ERROR,
      path: ['slaWarnHours'],
    }),
  )

export type SettingsInput = z.infer<typeof settingsSchema>
