import type { Payload } from 'payload'

/** The studio's billing details in the settings of invoice tests: enough for a QR-bill. */
export const STUDIO_BILLING = {
  name: 'Studio Test SA',
  street: 'Rue du Rhône',
  postalCode: '1204',
  city: 'Genève',
  country: 'CH' as const,
  iban: 'CH93 0076 2011 6238 5295 7',
}

/** Gives the settings the studio's billing details, keeping the rest of the billing group. */
export const fillStudioBilling = async (payload: Payload) => {
  const { billing } = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
  await payload.updateGlobal({
    slug: 'settings',
    data: { billing: { ...billing, ...STUDIO_BILLING } },
    overrideAccess: true,
  })
}
