/**
 * `npx tsx scripts/generate-seed-images.ts`: draws the seeded case studies' and demo posts'
 * pictures (abstract, in the site's colours) from SVG with sharp, as small WebP files committed
 * beside the seed.
 */
import path from 'node:path'

import sharp from 'sharp'

import { SEED_IMAGES_DIR } from '../src/server/seed'
import { dataProtection, qrBill, swissWeb } from './lib/post-drawings'
import { background, H, W } from './lib/seed-canvas'

/** A skyline of towers over a map grid with pins: listings gathered from many sources. */
const realEstate = () => {
  const grid = Array.from({ length: 21 }, (_, i) => i * 80)
    .map((x) => `<path d="M${x} 0V${H}M0 ${x}H${W}" stroke="#ffffff" stroke-opacity="0.07"/>`)
    .join('')
  const towers = [
    [140, 420, 120],
    [280, 300, 140],
    [440, 520, 110],
    [570, 220, 150],
    [740, 380, 120],
    [880, 260, 160],
    [1060, 460, 120],
    [1200, 330, 140],
    [1360, 500, 130],
  ]
    .map(
      ([x, top, w]) =>
        `<rect x="${x}" y="${top}" width="${w}" height="${H - top!}" rx="10" fill="#ffffff" fill-opacity="0.14"/>` +
        Array.from({ length: Math.floor((H - top! - 60) / 60) }, (_, row) =>
          [0, 1].map(
            (col) =>
              `<rect x="${x! + 22 + col * (w! / 2 - 6)}" y="${top! + 30 + row * 60}" width="${w! / 2 - 38}" height="26" rx="4" fill="#bfdbfe" fill-opacity="${(row + col) % 3 ? 0.25 : 0.6}"/>`,
          ),
        )
          .flat()
          .join(''),
    )
    .join('')
  const pins = [
    [330, 220],
    [620, 150],
    [930, 190],
    [1250, 250],
    [1450, 400],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="26" fill="#fbbf24"/><circle cx="${x}" cy="${y}" r="10" fill="#1e3a8a"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${background('#1e3a8a', '#2563eb')}${grid}${towers}${pins}</svg>`
}

/** A network of profile nodes feeding rising columns: data collected, cleaned and enriched. */
const bigData = () => {
  const nodes = Array.from({ length: 28 }, (_, i) => {
    const x = 120 + ((i * 397) % 1360)
    const y = 90 + ((i * 233) % 420)
    return [x, y] as const
  })
  const links = nodes
    .map(([x, y], i) => {
      const [nx, ny] = nodes[(i * 7 + 3) % nodes.length]!
      return `<path d="M${x} ${y}L${nx} ${ny}" stroke="#a5f3fc" stroke-opacity="0.35" stroke-width="3"/>`
    })
    .join('')
  const dots = nodes
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="${i % 4 ? 12 : 22}" fill="${i % 4 ? '#e0f2fe' : '#22d3ee'}"/>`,
    )
    .join('')
  const columns = Array.from({ length: 12 }, (_, i) => {
    const height = 120 + i * 32
    return `<rect x="${150 + i * 112}" y="${H - 60 - height}" width="72" height="${height}" rx="12" fill="#ffffff" fill-opacity="${0.18 + i * 0.05}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${background('#312e81', '#0e7490')}${links}${dots}${columns}</svg>`
}

for (const [name, svg] of [
  ['real-estate-platform.webp', realEstate()],
  ['ai-profile-enrichment.webp', bigData()],
  ['qr-bill.webp', qrBill()],
  ['data-protection.webp', dataProtection()],
  ['swiss-web.webp', swissWeb()],
] as const) {
  const target = path.join(SEED_IMAGES_DIR, name)
  const { size } = await sharp(Buffer.from(svg)).webp({ quality: 72 }).toFile(target)
  console.log(`${target}: ${Math.round(size / 1024)} KB`)
}
