import { SLA_DEFAULTS } from '../requests/sla'

/** The four canned replies of the settings' 'Réponses types' tab, with their default texts. */
export const CANNED_REPLY_DEFAULTS = {
  requestReceived:
    "Bonjour, nous avons bien reçu votre demande de modification. Nous la traitons dans les 24 à 48 heures et revenons vers vous dès qu'elle est en ligne.",
  requestCompleted:
    "Bonjour, votre demande de modification est terminée et en ligne. N'hésitez pas à nous écrire si quelque chose ne vous convient pas.",
  infoMissing:
    'Bonjour, pour traiter votre demande il nous manque quelques informations. Pouvez-vous nous préciser la page concernée et le changement souhaité ?',
  projectApproved:
    'Bonjour, bonne nouvelle : votre projet a été approuvé ! Vous pouvez désormais suivre son avancement depuis votre espace client.',
} as const

export type CannedReplyKey = keyof typeof CANNED_REPLY_DEFAULTS
/** In the order the settings' tab and the thread's "Réponse type" list show them. */
export const CANNED_REPLY_KEYS = Object.keys(CANNED_REPLY_DEFAULTS) as CannedReplyKey[]

export const SETTINGS_DEFAULTS = {
  slaWarnHours: SLA_DEFAULTS.warnHours,
  slaCriticalHours: SLA_DEFAULTS.criticalHours,
} as const
