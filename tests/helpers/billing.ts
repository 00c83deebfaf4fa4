/** The studio's billing details in the settings of invoice tests: enough for a QR-bill. */
export const STUDIO_BILLING = {
  name: 'Studio Test SA',
  street: 'Rue du Rhône',
  postalCode: '1204',
  city: 'Genève',
  country: 'CH' as const,
  iban: 'CH93 0076 2011 6238 5295 7',
}
