import { vatBasisPoints, type VatRate } from './vat'

/** One invoice line in integers: quantity in hundredths (0.5 → 50), unit price in centimes. */
export type LineAmounts = {
  quantityHundredths: number
  unitPriceCentimes: number
  vatRate: VatRate
}

/** VAT of one rate: its lines' net sum, its share of the discount, the taxed base and the tax. */
export type VatShare = {
  rate: VatRate
  netCentimes: number
  discountCentimes: number
  baseCentimes: number
  vatCentimes: number
}

export type InvoiceTotals = {
  lineNetCentimes: number[]
  subtotalCentimes: number
  discountCentimes: number
  vat: VatShare[]
  vatCentimes: number
  roundingCentimes: number
  totalCentimes: number
}

export type TotalsRefusal = 'no-lines' | 'discount-above-subtotal' | 'too-large'

/** a × b / c rounded half up (commercial rounding), on non-negative integers, exactly. */
const mulDivRound = (a: bigint, b: bigint, c: bigint): bigint => (a * b * 2n + c) / (c * 2n)

const toSafe = (value: bigint): number | null =>
  value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null

/**
 * Splits the discount over the rates in proportion to their net sums, as Swiss accounting tools
 * do, so each rate is taxed on what the client really pays for it. Shares are rounded down, then
 * the centimes left go to the largest remainders (ties: the earlier rate), so they add up exactly.
 */
const spreadDiscount = (nets: bigint[], subtotal: bigint, discount: bigint): bigint[] => {
  if (subtotal === 0n) return nets.map(() => 0n)
  const shares = nets.map((net) => (net * discount) / subtotal)
  const remainders = nets.map((net, index) => ({ index, rest: (net * discount) % subtotal }))
  let left = discount - shares.reduce((sum, share) => sum + share, 0n)
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1))
  for (const { index } of remainders) {
    if (left === 0n) break
    shares[index] = shares[index]! + 1n
    left -= 1n
  }
  return shares
}

/** Rounds to the nearest 5 centimes, halves up: 10.02 → 10.00, 10.03 → 10.05. */
export const roundToFiveCentimes = (centimes: number): number => {
  const rest = centimes % 5
  return rest < 3 ? centimes - rest : centimes + (5 - rest)
}

/**
 * The invoice's totals, computed once here for the server, the PDF and the displays. Each line's
 * net is rounded to the centime; VAT is computed per rate on the sum of that rate's lines after
 * its share of the discount, rounded to the centime; the total is optionally rounded to 5
 * centimes, the difference shown as "rounding".
 */
export const invoiceTotals = (
  lines: readonly LineAmounts[],
  discountCentimes: number,
  options: { roundToFiveCentimes: boolean },
): InvoiceTotals | TotalsRefusal => {
  if (lines.length === 0) return 'no-lines'
  const lineNets = lines.map((line) =>
    mulDivRound(BigInt(line.quantityHundredths), BigInt(line.unitPriceCentimes), 100n),
  )
  const subtotal = lineNets.reduce((sum, net) => sum + net, 0n)
  const discount = BigInt(discountCentimes)
  if (discount > subtotal) return 'discount-above-subtotal'

  const rates = [...new Set(lines.map((line) => line.vatRate))]
  const nets = rates.map((rate) =>
    lines.reduce((sum, line, index) => (line.vatRate === rate ? sum + lineNets[index]! : sum), 0n),
  )
  const discounts = spreadDiscount(nets, subtotal, discount)
  const shares = rates.map((rate, index) => {
    const base = nets[index]! - discounts[index]!
    const vat = mulDivRound(base, BigInt(vatBasisPoints(rate)), 10_000n)
    return { rate, net: nets[index]!, discount: discounts[index]!, base, vat }
  })
  const vat = shares.reduce((sum, share) => sum + share.vat, 0n)
  const exact = subtotal - discount + vat

  const numbers = [...lineNets, subtotal, exact, ...shares.flatMap((s) => [s.net, s.base, s.vat])]
  if (numbers.some((value) => toSafe(value) === null)) return 'too-large'
  const unrounded = Number(exact)
  const total = options.roundToFiveCentimes ? roundToFiveCentimes(unrounded) : unrounded
  if (!Number.isSafeInteger(total)) return 'too-large'
  return {
    lineNetCentimes: lineNets.map(Number),
    subtotalCentimes: Number(subtotal),
    discountCentimes,
    vat: shares.map((share) => ({
      rate: share.rate,
      netCentimes: Number(share.net),
      discountCentimes: Number(share.discount),
      baseCentimes: Number(share.base),
      vatCentimes: Number(share.vat),
    })),
    vatCentimes: Number(vat),
    roundingCentimes: total - unrounded,
    totalCentimes: total,
  }
}
