import { z } from 'zod'

import { BILLING_COUNTRIES, IBAN_ERROR, isBillingIban } from '../billing/qr-bill'
import { isHttpUrl } from '../web/url'
import { CANNED_REPLY_DEFAULTS, type CannedReplyKey } from './canned-replies'

export const SLA_HOURS_ERROR = 'Un nombre entier d’heures, positif ou nul'
export const SLA_ORDER_ERROR = 'Le seuil d’alerte ne peut pas dépasser le seuil critique'

/** SLA thresholds: whole hours, never negative, the warning no later than the critical one. */
export const isSlaHours = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

const hours = z.number({ error: SLA_HOURS_ERROR }).refine(isSlaHours, SLA_HOURS_ERROR)
const text = (max: number) => z.string().max(max, `Maximum ${max} caractères`)
const optional = (max: number) => text(max).nullish()

/**
 * The settings form of the back office (spec §2 Paramètres), parsed in the browser and, through
 * the settings global's field rules, by the server.
 */
export const settingsSchema = z
  .object({
    whatsappBusinessUrl: z
      .string()
      .nullish()
      .refine((value) => !value || isHttpUrl(value), 'URL invalide'),
    pricingText: optional(2000),
    guaranteeText: optional(2000),
    slaWarnHours: hours,
    slaCriticalHours: hours,
    cannedReplies: z.object(
      Object.fromEntries(
        (Object.keys(CANNED_REPLY_DEFAULTS) as CannedReplyKey[]).map((key) => [
          key,
          text(2000).trim().min(1, 'Champ requis'),
        ]),
      ) as Record<CannedReplyKey, z.ZodString>,
    ),
    billing: z.object({
      name: optional(70),
      street: optional(70),
      buildingNumber: optional(16),
      postalCode: optional(16),
      city: optional(35),
      country: z.enum(BILLING_COUNTRIES).nullish(),
      iban: z
        .string()
        .nullish()
        .refine((value) => !value || isBillingIban(value), IBAN_ERROR),
    }),
  })
  .refine((settings) => settings.slaWarnHours <= settings.slaCriticalHours, {
    message: SLA_ORDER_ERROR,
    path: ['slaWarnHours'],
  })

export type SettingsInput = z.infer<typeof settingsSchema>
