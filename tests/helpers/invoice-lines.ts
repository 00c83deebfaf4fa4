/** One line at 0 % VAT whose total is `amount`: the invoices of tests not about their lines. */
export const invoiceLines = (amount: number, description = 'Site vitrine') => [
  { description, quantity: 1, unitPrice: amount, vatRate: '0' as const },
]
