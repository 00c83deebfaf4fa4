/**
 * The interface's icons, by their Lucide names. `npm run generate:icons` draws them into
 * icons.svg, the one sprite every page shares; add a name here, then run it.
 */
export const ICON_NAMES = [
  'arrow-right',
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
  'external-link',
  'eye',
  'file-down',
  'grip-vertical',
  'key-round',
  'log-out',
  'mail',
  'menu',
  'message-circle',
  'monitor',
  'moon',
  'network',
  'paperclip',
  'pencil',
  'play',
  'plus',
  'search',
  'server',
  'shield-check',
  'sun',
  'trash',
  'upload',
  'x',
  'zap',
] as const

export type IconName = (typeof ICON_NAMES)[number]
