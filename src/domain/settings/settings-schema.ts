import * as z from 'zod/mini'

import { isPaymentDays, PAYMENT_DAYS_ERROR } from '../billing/invoice-dates'
import { BILLING_COUNTRIES, IBAN_ERROR, isBillingIban } from '../billing/qr-bill'
import { VAT_RATES } from '../billing/vat'
import { isVatNumber, VAT_NUMBER_ERROR } from '../billing/vat-number'
import { isHttpUrl } from '../web/url'
import { FILE_MAX_MEGABYTES_CEILING } from '../files/file-rules'
import { CANNED_REPLY_DEFAULTS, type CannedReplyKey } from './canned-replies'

export const SLA_HOURS_ERROR = 'Un nombre entier d’heures, positif ou nul'
export const SLA_ORDER_ERROR = 'Le seuil d’alerte ne peut pas dépasser le seuil critique'
export const FILE_LIMIT_ERROR = `Un nombre entier de Mo, de 1 à ${FILE_MAX_MEGABYTES_CEILING}`

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
const text = (max: number) => z.string().check(z.maxLength(max, `Maximum ${max} caractères`))
const optional = (max: number) => z.nullish(text(max))
/** A canned reply: up to 2000 characters, not blank once trimmed. */
const cannedReply = () =>
  z
    .string()
    .check(z.maxLength(2000, 'Maximum 2000 caractères'), z.trim(), z.minLength(1, 'Champ requis'))
/** An optional text that, when given, must pass `isValid`. */
const optionalValid = (isValid: (value: string) => boolean, message: string) =>
  z.nullish(z.string()).check(z.refine((value) => !value || isValid(value), message))

/**
 * The settings form of the back office (/admin/settings), parsed in the browser and, through
 * the settings global's field rules, by the server.
 */
export const settingsSchema = z
  .object({
    whatsappBusinessUrl: optionalValid(isHttpUrl, 'URL invalide'),
    slaWarnHours: hours,
    slaCriticalHours: hours,
    fileMaxMegabytes: fileMegabytes,
    cannedReplies: z.object(
      Object.fromEntries(
        (Object.keys(CANNED_REPLY_DEFAULTS) as CannedReplyKey[]).map((key) => [key, cannedReply()]),
      ) as Record<CannedReplyKey, ReturnType<typeof cannedReply>>,
    ),
    billing: z.object({
      name: optional(70),
      street: optional(70),
      buildingNumber: optional(16),
      postalCode: optional(16),
      city: optional(35),
      country: z.nullish(z.enum(BILLING_COUNTRIES)),
      iban: optionalValid(isBillingIban, IBAN_ERROR),
      vatNumber: optionalValid(isVatNumber, VAT_NUMBER_ERROR),
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
