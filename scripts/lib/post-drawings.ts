import { background, bar, svg, W } from './seed-canvas'

/** A Swiss cross on red, `size` wide, centred on (cx, cy). */
const swissCross = (cx: number, cy: number, size: number) => {
  const arm = size * 0.2
  const long = size * 0.6
  return `<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" fill="#dc2626"/>
    <rect x="${cx - arm / 2}" y="${cy - long / 2}" width="${arm}" height="${long}" fill="#ffffff"/>
    <rect x="${cx - long / 2}" y="${cy - arm / 2}" width="${long}" height="${arm}" fill="#ffffff"/>`
}

/** A payment part torn off an invoice: its lines, the perforation, a QR code with its cross. */
export const qrBill = () => {
  const cell = 22
  const [left, top, cells] = [860, 300, 21]
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="${cell * 7}" height="${cell * 7}" fill="#0f172a"/>
     <rect x="${x + cell}" y="${y + cell}" width="${cell * 5}" height="${cell * 5}" fill="#ffffff"/>
     <rect x="${x + cell * 2}" y="${y + cell * 2}" width="${cell * 3}" height="${cell * 3}" fill="#0f172a"/>`
  const modules = Array.from({ length: cells * cells }, (_, i) => [
    i % cells,
    Math.floor(i / cells),
  ])
    .filter(([x, y]) => !((x! < 8 && y! < 8) || (x! > 12 && y! < 8) || (x! < 8 && y! > 12)))
    .filter(([x, y]) => (x! * 7 + y! * 13 + x! * y!) % 3 === 0)
    .map(
      ([x, y]) =>
        `<rect x="${left + x! * cell}" y="${top + y! * cell}" width="${cell}" height="${cell}" fill="#0f172a"/>`,
    )
    .join('')
  const side = cell * cells
  const lines = [0, 1, 2, 4, 5, 7, 8]
    .map((row) => bar(300, 330 + row * 48, row % 4 ? 300 : 420, '#1e3a8a', 0.35))
    .join('')
  return svg(`${background('#1e3a8a', '#2563eb')}
    <rect x="240" y="180" width="1120" height="660" rx="28" fill="#ffffff"/>
    <path d="M240 250H1360" stroke="#94a3b8" stroke-width="4" stroke-dasharray="14 12"/>
    ${lines}
    ${finder(left, top)}${finder(left + side - cell * 7, top)}${finder(left, top + side - cell * 7)}
    ${modules}${swissCross(left + side / 2, top + side / 2, cell * 3.4)}`)
}

/** A shield with a padlock over rows of records: personal data kept and protected. */
export const dataProtection = () => {
  const rows = Array.from({ length: 9 }, (_, i) => {
    const y = 160 + i * 80
    return `<rect x="120" y="${y}" width="420" height="44" rx="12" fill="#ffffff" fill-opacity="0.12"/>${bar(150, y + 13, 120 + ((i * 53) % 180), '#ccfbf1', 0.55)}
      <rect x="${W - 540}" y="${y}" width="420" height="44" rx="12" fill="#ffffff" fill-opacity="0.12"/>${bar(W - 510, y + 13, 100 + ((i * 71) % 200), '#ccfbf1', 0.55)}`
  }).join('')
  const [cx, top] = [W / 2, 170]
  const shield = `M${cx} ${top}L${cx + 230} ${top + 90}V${top + 330}C${cx + 230} ${top + 500} ${cx + 110} ${top + 600} ${cx} ${top + 660}C${cx - 110} ${top + 600} ${cx - 230} ${top + 500} ${cx - 230} ${top + 330}V${top + 90}Z`
  return svg(`${background('#134e4a', '#0f766e')}${rows}
    <path d="${shield}" fill="#ffffff" fill-opacity="0.92"/>
    <path d="M${cx - 70} ${top + 320}V${top + 260}A70 70 0 0 1 ${cx + 70} ${top + 260}V${top + 320}" fill="none" stroke="#0f766e" stroke-width="28"/>
    <rect x="${cx - 110}" y="${top + 310}" width="220" height="170" rx="24" fill="#0f766e"/>
    <circle cx="${cx}" cy="${top + 380}" r="22" fill="#ffffff"/>
    <rect x="${cx - 9}" y="${top + 385}" width="18" height="50" rx="6" fill="#ffffff"/>`)
}

/** A browser window onto an Alpine ridge, with a speed gauge: a fast site made in Switzerland. */
export const swissWeb = () => {
  const [x, y, width, height] = [200, 150, 1200, 720]
  const ridge = `M${x} ${y + 560}L${x + 220} ${y + 330}L${x + 360} ${y + 450}L${x + 560} ${y + 220}L${x + 760} ${y + 470}L${x + 900} ${y + 360}L${x + width} ${y + 540}V${y + height}H${x}Z`
  const snow = `M${x + 560} ${y + 220}L${x + 500} ${y + 290}L${x + 545} ${y + 280}L${x + 575} ${y + 310}L${x + 620} ${y + 290}Z`
  const [gx, gy, r] = [x + width - 230, y + 250, 120]
  const needle = `M${gx} ${gy}L${gx + r * 0.75} ${gy - r * 0.55}`
  return svg(`${background('#1e3a8a', '#0ea5e9')}
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="28" fill="#e0f2fe"/>
    <path d="M${x} ${y + 28}A28 28 0 0 1 ${x + 28} ${y}H${x + width - 28}A28 28 0 0 1 ${x + width} ${y + 28}V${y + 70}H${x}Z" fill="#1e3a8a"/>
    ${[0, 1, 2].map((i) => `<circle cx="${x + 44 + i * 36}" cy="${y + 35}" r="11" fill="#ffffff" fill-opacity="0.7"/>`).join('')}
    ${bar(x + 180, y + 26, 520, '#ffffff', 0.35)}
    <path d="${ridge}" fill="#1d4ed8"/><path d="${snow}" fill="#ffffff"/>
    <path d="M${gx - r} ${gy}A${r} ${r} 0 0 1 ${gx + r} ${gy}" fill="none" stroke="#1e3a8a" stroke-opacity="0.2" stroke-width="26"/>
    <path d="M${gx - r} ${gy}A${r} ${r} 0 0 1 ${gx + r * 0.82} ${gy - r * 0.57}" fill="none" stroke="#16a34a" stroke-width="26"/>
    <path d="${needle}" stroke="#0f172a" stroke-width="12" stroke-linecap="round"/>
    <circle cx="${gx}" cy="${gy}" r="16" fill="#0f172a"/>
    ${bar(x + 80, y + 140, 360, '#1e3a8a', 0.6)}${bar(x + 80, y + 180, 260, '#1e3a8a', 0.35)}`)
}
