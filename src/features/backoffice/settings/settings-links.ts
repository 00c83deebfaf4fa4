/** The VAT number's field in /admin/settings, which the invoice editor links to. */
export const VAT_NUMBER_FIELD_ID = 'numero-tva'

/** Where the studio enters its VAT number: the general tab, scrolled to the field. */
export const VAT_NUMBER_SETTING_PATH = `/admin/settings?onglet=general#${VAT_NUMBER_FIELD_ID}`

/** Where the VAT rates invoices may carry are chosen: the settings in the CMS panel. */
export const VAT_RATES_SETTING_PATH = '/cms/globals/settings'
