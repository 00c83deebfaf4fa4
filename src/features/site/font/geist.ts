import localFont from 'next/font/local'

/**
 * The site's typeface, Geist (variable, weights 100 to 900, Latin; OFL.txt), self-hosted by
 * next/font: preloaded by the pages that use it, with a fallback face whose metrics Next adjusts
 * so that the text does not move when Geist arrives.
 */
export const geist = localFont({
  src: './geist-latin.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-geist',
  fallback: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
})
