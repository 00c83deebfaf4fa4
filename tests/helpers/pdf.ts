import { createRequire } from 'node:module'
import path from 'node:path'

import { createCanvas } from '@napi-rs/canvas'
import jsQR from 'jsqr'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// The metrics of the 14 standard PDF fonts (Helvetica...), which pdf.js needs to draw them.
const STANDARD_FONTS =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/'

/**
 * Reads a PDF the way a viewer does (pdf.js): its text, page by page, and the QR codes on its
 * rendered pages, decoded from pixels, so a test checks what a payer's banking app would scan.
 */
export const readPdf = async (bytes: Uint8Array) => {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise
  const pages: string[] = []
  const qrCodes: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number)
    const content = await page.getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
    // About 216 dpi: the QR-bill's 46 mm code gets ~390 px, plenty for a decoder.
    const viewport = page.getViewport({ scale: 3 })
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height))
    const context = canvas.getContext('2d')
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise
    const image = context.getImageData(0, 0, canvas.width, canvas.height)
    const qr = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
    if (qr) qrCodes.push(qr.data)
  }
  const info = (await pdf.getMetadata()).info as { Title?: string }
  await pdf.destroy()
  return { numPages: pages.length, pages, text: pages.join('\n'), qrCodes, title: info.Title }
}

/** The QR-bill payload's fields, by their position in the Swiss Implementation Guidelines. */
export const qrBillFields = (payload: string) => {
  const lines = payload.split(/\r?\n/)
  return {
    type: lines[0],
    version: lines[1],
    coding: lines[2],
    iban: lines[3],
    creditor: lines.slice(4, 11),
    amount: lines[18],
    currency: lines[19],
    referenceType: lines[27],
    reference: lines[28],
    message: lines[29],
    trailer: lines[30],
  }
}
