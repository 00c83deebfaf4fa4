import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseCamt } from './camt'
import { CAMT_ERRORS } from './camt-errors'

const fixture = (name: string) =>
  fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/camt', name), 'utf8')

describe('parseCamt', () => {
  it('reads the booked credits of a camt.054.001.08 batch, not its debits nor pending entries', () => {
    expect(parseCamt(fixture('camt054-v08-qrr.xml'))).toEqual({
      kind: 'camt.054',
      credits: [
        {
          entryId: 'TX-QRR-1',
          centimes: 100000,
          bookingDate: '2026-11-19',
          reference: '210000000003139471430009017',
          debtorName: 'Muster AG',
        },
        {
          entryId: 'TX-QRR-2',
          centimes: 15050,
          bookingDate: '2026-11-19',
          reference: '000000000000000000000000420',
          debtorName: 'Hans Beispiel',
        },
      ],
    })
  })

  it('reads version 04 with a namespace prefix, a SCOR reference and an entry without details', () => {
    const { credits } = parseCamt(fixture('camt054-v04-scor.xml'))
    expect(credits).toEqual([
      {
        entryId: 'NTF-SCOR-1/0/0',
        centimes: 40000,
        bookingDate: '2026-11-21',
        reference: 'RF18539007547034',
        debtorName: 'Atelier Exemple Sàrl',
      },
      {
        entryId: 'NTF-SCOR-1/1/0',
        centimes: 7900,
        bookingDate: '2026-11-22',
        reference: null,
        debtorName: null,
      },
    ])
  })

  it('reads a camt.053 statement', () => {
    const statement = parseCamt(fixture('camt053-statement.xml'))
    expect(statement.kind).toBe('camt.053')
    expect(statement.credits.map((credit) => credit.entryId)).toEqual(['TX-UNKNOWN-1'])
  })

  it('gives the same entry ids to the same file read twice', () => {
    const xml = fixture('camt054-v04-scor.xml')
    expect(parseCamt(xml)).toEqual(parseCamt(xml))
  })

  it.each([
    ['', CAMT_ERRORS.empty],
    ['camt054-truncated.xml', CAMT_ERRORS.unreadable],
    ['not-camt.xml', CAMT_ERRORS.notCamt],
    ['xxe.xml', CAMT_ERRORS.doctype],
    ['camt054-eur.xml', CAMT_ERRORS.currency('EUR')],
  ])('refuses %s with a clear message', (name, message) => {
    expect(() => parseCamt(name ? fixture(name) : '  ')).toThrow(message)
  })

  it('refuses text that is not XML, and an amount with three decimals', () => {
    expect(() => parseCamt('%PDF-1.7 not a statement')).toThrow(CAMT_ERRORS.unreadable)
    const threeDecimals = fixture('camt054-v08-qrr.xml').replace('1000.00<', '1000.005<')
    expect(() => parseCamt(threeDecimals)).toThrow(CAMT_ERRORS.amount('1000.005'))
  })
})
