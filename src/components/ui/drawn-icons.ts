/**
 * Icons Lucide does not ship (brand marks, simplified to shapes, and the language flags), drawn
 * here as sprite symbols: `npm run generate:icons` adds them to icons.svg after Lucide's. Each
 * carries its own viewBox and paint; a symbol clips to its viewBox, so the flags need no clip path.
 */
export const DRAWN_ICONS = {
  'brand-instagram':
    '<symbol id="brand-instagram" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/></symbol>',
  'brand-linkedin':
    '<symbol id="brand-linkedin" viewBox="0 0 24 24" fill="currentColor"><path d="M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 9h3v12h-3zM9 9h2.9v1.7h.04c.4-.76 1.38-1.56 2.86-1.56 3.06 0 3.7 2 3.7 4.6V21h-3v-6.2c0-1.48-.03-3.38-2.06-3.38-2.06 0-2.38 1.6-2.38 3.27V21H9z"/></symbol>',
  'brand-facebook':
    '<symbol id="brand-facebook" viewBox="0 0 24 24" fill="currentColor"><path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.87.25-1.46 1.5-1.46h1.6V4.46A21 21 0 0 0 14.27 4.3c-2.3 0-3.77 1.4-3.77 3.97v2.23H8v3h2.5V21z"/></symbol>',
  'flag-fr':
    '<symbol id="flag-fr" viewBox="0 0 3 2"><rect width="1" height="2" fill="#002654"/><rect x="1" width="1" height="2" fill="#fff"/><rect x="2" width="1" height="2" fill="#ce1126"/></symbol>',
  'flag-en':
    '<symbol id="flag-en" viewBox="0 0 60 30"><path d="M0 0v30h60V0z" fill="#012169"/><path d="M0 0l60 30m0-30L0 30" stroke="#fff" stroke-width="6"/><path d="M0 0l60 30m0-30L0 30" stroke="#C8102E" stroke-width="4"/><path d="M30 0v30M0 15h60" stroke="#fff" stroke-width="10"/><path d="M30 0v30M0 15h60" stroke="#C8102E" stroke-width="6"/></symbol>',
} as const

export type DrawnIconName = keyof typeof DRAWN_ICONS
