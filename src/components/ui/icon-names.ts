import type { DrawnIconName } from './drawn-icons'

/**
 * The interface's icons, by their Lucide names. `npm run generate:icons` draws them into
 * icons.svg, the one sprite every page shares; add a name here, then run it.
 */
export const LUCIDE_ICON_NAMES = [
  'arrow-right',
  'bell',
  'bell-off',
  'bell-ring',
  'brain-circuit',
  'building-complex',
  'chart-column',
  'check',
  'check-check',
  'chevron-down',
  'circle-check',
  'clock',
  'cloud',
  'database',
  'download',
  'ellipsis',
  'external-link',
  'eye',
  'file-down',
  'file-text',
  'folder-open',
  'grip-vertical',
  'key-round',
  'layout-dashboard',
  'log-out',
  'mail',
  'menu',
  'message-circle',
  'messages-square',
  'monitor',
  'moon',
  'network',
  'paperclip',
  'pencil',
  'phone',
  'play',
  'plus',
  'search',
  'server',
  'shield-check',
  'sun',
  'trash',
  'upload',
  'user-round',
  'x',
  'zap',
] as const

/** A Lucide icon of the list, or one drawn by hand (drawn-icons.ts). */
export type IconName = (typeof LUCIDE_ICON_NAMES)[number] | DrawnIconName
