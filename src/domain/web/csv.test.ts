import { describe, expect, it } from 'vitest'

import { toCsv } from './csv'

describe('toCsv', () => {
  it('writes a BOM, semicolons and CRLF', () => {
    expect(toCsv(['Numéro', 'Montant'], [['2026-0001', '1495.50']])).toBe(
      '\uFEFFNuméro;Montant\r\n2026-0001;1495.50\r\n',
    )
  })

  it('quotes cells holding separators, quotes or line breaks', () => {
    expect(toCsv(['a'], [['x;y'], ['il a dit "oui"'], ['deux\nlignes']])).toBe(
      '\uFEFFa\r\n"x;y"\r\n"il a dit ""oui"""\r\n"deux\nlignes"\r\n',
    )
  })

  it('defuses formulas and leaves empty cells empty', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['=HYPERLINK("x")', null],
          ['-2+3', '@SUM(A1)'],
          ['+41 22 000 00 00', '-1.5e3'],
        ],
      ),
    ).toBe(
      '\uFEFFa;b\r\n"\'=HYPERLINK(""x"")";\r\n\'-2+3;\'@SUM(A1)\r\n\'+41 22 000 00 00;\'-1.5e3\r\n',
    )
  })

  it('leaves a negative amount a number', () => {
    expect(toCsv(['Arrondi'], [['-0.02'], ['-12']])).toBe('\uFEFFArrondi\r\n-0.02\r\n-12\r\n')
  })
})
