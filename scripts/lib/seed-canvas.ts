/** The seeded pictures' canvas (scripts/generate-seed-images.ts): 1600 × 1000, the site's ratio. */
export const W = 1600
export const H = 1000

/** A diagonal gradient with a soft light in the upper right, shared by every seeded picture. */
export const background = (from: string, to: string) => `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.75" cy="0.2" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>`

/** An SVG document of the canvas. */
export const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`

/** A rounded bar: a line of text, drawn without a font. */
export const bar = (x: number, y: number, width: number, fill = '#ffffff', opacity = 0.5) =>
  `<rect x="${x}" y="${y}" width="${width}" height="18" rx="9" fill="${fill}" fill-opacity="${opacity}"/>`
