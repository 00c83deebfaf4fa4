/** Brand marks of the footer's social links, simplified to shapes (lucide ships no brand icons). */
const base = {
  viewBox: '0 0 24 24',
  className: 'size-5',
  'aria-hidden': true,
} as const

export const InstagramIcon = () => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </svg>
)

export const LinkedInIcon = () => (
  <svg {...base} fill="currentColor">
    <path d="M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 9h3v12h-3zM9 9h2.9v1.7h.04c.4-.76 1.38-1.56 2.86-1.56 3.06 0 3.7 2 3.7 4.6V21h-3v-6.2c0-1.48-.03-3.38-2.06-3.38-2.06 0-2.38 1.6-2.38 3.27V21H9z" />
  </svg>
)

export const FacebookIcon = () => (
  <svg {...base} fill="currentColor">
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.87.25-1.46 1.5-1.46h1.6V4.46A21 21 0 0 0 14.27 4.3c-2.3 0-3.77 1.4-3.77 3.97v2.23H8v3h2.5V21z" />
  </svg>
)
