/** The studio's public contact details (spec §9: support Mon–Fri 9h–18h, answer within 24h). */
export const STUDIO_CONTACT = {
  email: 'contact@studio.ch',
  city: 'Genève',
  country: 'Suisse',
} as const
