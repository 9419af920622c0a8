// Billing's face: the GST documents the shop issues (decision 162). Other modules import only this.
export { financialYear, formatDocumentNumber } from './document-number.ts';
export { renderDocument, type Supplier } from './document-pdf.ts';
export {
  creditNoteFor,
  documentsOf,
  issueDocument,
  readDocument,
  type DocumentLine,
  type DocumentParticulars,
  type IssueDocument,
  type TaxDocument,
} from './tax-documents.ts';
