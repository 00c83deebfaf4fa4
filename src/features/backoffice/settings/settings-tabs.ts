/** The tabs of /admin/settings, in their order. */
export const SETTINGS_TABS = ['replies', 'general', 'admins'] as const

export type SettingsPageTab = (typeof SETTINGS_TABS)[number]

/** The tab a link opens (`?onglet=general`), or the first one: read by the server page. */
export const settingsTabOf = (requested: unknown): SettingsPageTab =>
  SETTINGS_TABS.find((tab) => tab === requested) ?? 'replies'
