import { XMLParser, XMLValidator } from 'fast-xml-parser'

import { CAMT_ERRORS, CamtError } from './camt-errors'
import { at, camtAmount, list, textOf, type XmlNode } from './camt-xml'

/** One credit the bank booked on the studio's account, as the file reports it. */
export type BankCredit = {
  /** Stable across imports of the same file: the bank's own reference, or its place in the file. */
  entryId: string
  centimes: number
  bookingDate: string
  /** QR reference (27 digits) or creditor reference (RF…), without spaces. */
  reference: string | null
  debtorName: string | null
}

export type BankStatement = { kind: 'camt.054' | 'camt.053'; credits: BankCredit[] }

// Lists the standard allows to repeat, read as arrays even when a file holds one of them.
const REPEATED = new Set(['Ntfctn', 'Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd'])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Bank files declare no entities; none is expanded (see the DOCTYPE refusal as well).
  processEntities: false,
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
})

const referenceOf = (tx: XmlNode | undefined): string | null => {
  for (const structured of list(at(tx, 'RmtInf', 'Strd'))) {
    const reference = textOf(at(structured, 'CdtrRefInf', 'Ref'))
    if (reference) return reference.replace(/\s+/g, '').toUpperCase()
  }
  return null
}

// camt.054.001.04 names the debtor Dbtr/Nm, version 08 Dbtr/Pty/Nm.
const debtorOf = (tx: XmlNode | undefined): string | null =>
  textOf(at(tx, 'RltdPties', 'Dbtr', 'Nm')) ??
  textOf(at(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm')) ??
  null

// Version 04 writes the status as text, version 08 as Sts/Cd. Only booked entries count.
const isBooked = (entry: XmlNode) =>
  (textOf(entry.Sts) ?? textOf(at(entry, 'Sts', 'Cd'))) === 'BOOK'

const creditsOfEntry = (entry: XmlNode, place: string): BankCredit[] => {
  if (!isBooked(entry) || textOf(entry.RvslInd) === 'true') return []
  const bookingDate = (
    textOf(at(entry, 'BookgDt', 'Dt')) ??
    textOf(at(entry, 'BookgDt', 'DtTm')) ??
    ''
  ).slice(0, 10)
  const entryRef = textOf(entry.AcctSvcrRef)
  const details = list(entry.NtryDtls).flatMap((batch) => list(batch.TxDtls))
  // An entry without transaction details is one payment of the entry's amount.
  const transactions = details.length ? details : [undefined]
  return transactions.flatMap((tx, index) => {
    const direction = textOf(at(tx, 'CdtDbtInd')) ?? textOf(entry.CdtDbtInd)
    if (direction !== 'CRDT') return []
    const amount = at(tx, 'Amt') ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt') ?? entry.Amt
    const ownRef = textOf(at(tx, 'Refs', 'AcctSvcrRef'))
    return [
      {
        entryId: ownRef ?? (entryRef ? `${entryRef}/${index}` : `${place}/${index}`),
        centimes: camtAmount(amount),
        bookingDate,
        reference: referenceOf(tx),
        debtorName: debtorOf(tx),
      },
    ]
  })
}

/**
 * Reads an ISO 20022 bank-to-customer file: camt.054 (debit/credit notification) or camt.053
 * (statement), versions 04 to 08 as Swiss banks send them. Returns the booked credits in CHF;
 * throws a CamtError, and nothing is imported, when the file is not such a file or holds
 * another currency.
 */
export const parseCamt = (xml: string): BankStatement => {
  if (!xml.trim()) throw new CamtError(CAMT_ERRORS.empty)
  // Entities are the XXE and "billion laughs" doors; a bank file never declares any.
  if (/<!DOCTYPE/i.test(xml)) throw new CamtError(CAMT_ERRORS.doctype)
  if (XMLValidator.validate(xml) !== true) throw new CamtError(CAMT_ERRORS.unreadable)
  const document: unknown = parser.parse(xml)
  const notification = at(document, 'Document', 'BkToCstmrDbtCdtNtfctn')
  const statement = at(document, 'Document', 'BkToCstmrStmt')
  const groups = list(at(notification, 'Ntfctn') ?? at(statement, 'Stmt'))
  if (!groups.length) throw new CamtError(CAMT_ERRORS.notCamt)
  const credits = groups.flatMap((group, g) => {
    const groupId = textOf(group.Id) ?? String(g)
    return list(group.Ntry).flatMap((entry, e) => creditsOfEntry(entry, `${groupId}/${e}`))
  })
  return { kind: notification ? 'camt.054' : 'camt.053', credits }
}
