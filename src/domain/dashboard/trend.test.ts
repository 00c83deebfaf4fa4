import { describe, expect, it } from 'vitest'

import { formatChf } from '../billing/money'
import { amountTrend, countTrend } from './trend'

describe('trends against the span before', () => {
  it('count up, down or the same, with a real minus sign', () => {
    expect(countTrend(5, 2)).toEqual({ tone: 'up', text: '+3' })
    expect(countTrend(0, 4)).toEqual({ tone: 'down', text: '\u22124' })
    expect(countTrend(7, 7)).toEqual({ tone: 'flat', text: '=' })
  })

  it('compare amounts exactly in centimes and say the difference in whole francs', () => {
    expect(amountTrend('1234.55', '0')).toEqual({ tone: 'up', text: `+${formatChf(1234.55, 0)}` })
    expect(amountTrend('0.1', '0.3')).toEqual({ tone: 'down', text: `\u2212${formatChf(0.2, 0)}` })
    // 0.1 + 0.2 in floats is not 0.3; in centimes it is.
    expect(amountTrend('0.3', String(0.1 + 0.2))).toEqual({ tone: 'flat', text: '=' })
  })
})
