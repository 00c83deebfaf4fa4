/**
 * Where the studio's company, address and VAT number are entered: its identity, in the CMS panel
 * (the invoice editor links there when a rate needs the VAT number).
 */
export const STUDIO_IDENTITY_IN_CMS = '/cms/globals/studio-identity'

/** Where the VAT rates invoices may carry are chosen: the settings in the CMS panel. */
export const VAT_RATES_SETTING_PATH = '/cms/globals/settings'
