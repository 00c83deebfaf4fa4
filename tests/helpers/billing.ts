import type { Payload } from 'payload'

/** The studio's company in the identity of invoice tests: with the IBAN, enough for a QR-bill. */
export const STUDIO_COMPANY = {
  legalName: 'Studio Test SA',
  street: 'Rue du Rhône',
  postalCode: '1204',
  city: 'Genève',
  country: 'CH' as const,
}
export const STUDIO_IBAN = 'CH93 0076 2011 6238 5295 7'

/** The invoices' creditor those two give. */
export const STUDIO_BILLING = {
  name: STUDIO_COMPANY.legalName,
  street: STUDIO_COMPANY.street,
  postalCode: STUDIO_COMPANY.postalCode,
  city: STUDIO_COMPANY.city,
  country: STUDIO_COMPANY.country,
  iban: STUDIO_IBAN,
}

const system = { overrideAccess: true } as const

/** Changes the studio's identity (its company, its VAT number …), keeping what is not given. */
export const setStudioIdentity = (payload: Payload, data: Record<string, unknown>) =>
  payload.updateGlobal({ slug: 'studio-identity', data, ...system })

/**
 * Gives the studio its company (identity) and its account (settings), keeping the rest of both:
 * invoices can then be sent and downloaded.
 */
export const fillStudioBilling = async (payload: Payload) => {
  await setStudioIdentity(payload, STUDIO_COMPANY)
  const { billing } = await payload.findGlobal({ slug: 'settings', ...system })
  await payload.updateGlobal({
    slug: 'settings',
    data: { billing: { ...billing, iban: STUDIO_IBAN } },
    ...system,
  })
}
