import type { Locale } from '@/domain/locales'

/** Small flags of the language menu, drawn inline (emoji flags are missing from many systems). */
export const FlagIcon = ({ lang }: { lang: Locale }) =>
  lang === 'fr' ? (
    <svg viewBox="0 0 3 2" className="h-3.5 w-5 shrink-0 rounded-[2px]" aria-hidden>
      <rect width="1" height="2" fill="#002654" />
      <rect x="1" width="1" height="2" fill="#fff" />
      <rect x="2" width="1" height="2" fill="#ce1126" />
    </svg>
  ) : (
    <svg viewBox="0 0 60 30" className="h-3.5 w-5 shrink-0 rounded-[2px]" aria-hidden>
      <clipPath id="flag-gb">
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <g clipPath="url(#flag-gb)">
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#C8102E" strokeWidth="4" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  )
