import crypto from 'node:crypto'

export type TestCredit = {
  amount: string
  reference?: string
  debtor?: string
  bookingDate?: string
  currency?: string
  entryId?: string
}

const transaction = (credit: TestCredit) => `
        <TxDtls>
          <Refs><AcctSvcrRef>${credit.entryId ?? `TX-${crypto.randomUUID()}`}</AcctSvcrRef></Refs>
          <Amt Ccy="${credit.currency ?? 'CHF'}">${credit.amount}</Amt>
          <CdtDbtInd>CRDT</CdtDbtInd>
          ${credit.debtor ? `<RltdPties><Dbtr><Pty><Nm>${credit.debtor}</Nm></Pty></Dbtr></RltdPties>` : ''}
          ${credit.reference ? `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${credit.reference}</Ref></CdtrRefInf></Strd></RmtInf>` : ''}
        </TxDtls>`

/**
 * A camt.054.001.08 notification as a Swiss bank sends it, one booked entry per credit (with its
 * own transaction reference, so a test's credits never collide with another file's).
 */
export const camt054 = (credits: TestCredit[]) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${crypto.randomUUID()}</MsgId><CreDtTm>2026-11-25T06:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>${crypto.randomUUID()}</Id>${credits
        .map(
          (credit) => `
      <Ntry>
        <Amt Ccy="${credit.currency ?? 'CHF'}">${credit.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${credit.bookingDate ?? '2026-11-24'}</Dt></BookgDt>
        <NtryDtls>${transaction(credit)}
        </NtryDtls>
      </Ntry>`,
        )
        .join('')}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`

/** The multipart body of 'Importer un relevé'. */
export const statementForm = (xml: string, name = 'releve.xml') => {
  const form = new FormData()
  form.set('file', new File([xml], name, { type: 'application/xml' }))
  return form
}
