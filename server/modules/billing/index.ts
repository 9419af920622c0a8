// Billing's face: the GST documents the shop issues (decision 162) and the ledger of money movements
// (decision 163). Other modules import only this.
export { amountInWords, indianNumberInWords } from './amount-in-words.ts';
export { financialYear, formatDocumentNumber, takeNumber, type SeriesKind } from './document-number.ts';
export {
  addressLines,
  drawShopAndFacts,
  renderDocument,
  renderDocuments,
  startPdf,
  type Fact,
  type Pdf,
  type Supplier,
} from './document-pdf.ts';
export {
  creditNoteFor,
  documentsOf,
  eraseBuyerFromDocuments,
  issueDocument,
  partCreditNoteFor,
  readDocument,
  type DocumentLine,
  type DocumentParticulars,
  type IssueDocument,
  type TaxDocument,
} from './tax-documents.ts';
export {
  movementById,
  movementByReference,
  movementsOf,
  recordOfflineRefund,
  recordPayment,
  recordRefund,
  settleMovement,
  staleRefunds,
  startRefund,
  touchMovement,
  type Movement,
  type MovementMethod,
  type MovementState,
} from './ledger.ts';
