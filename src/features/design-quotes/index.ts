// A design project's quote for its customer (docs/account.md, decision 191): the quote page at
// /projects/quote, its calls and the words it uses. The page renders its island (QuoteView) from its
// own file.
export {
  approveConfirm,
  approvedOn,
  approveHeading,
  approveStatement,
  changesSinceHeading,
  QUOTE_COPY,
  supersededNote,
  versionLine,
} from './quote-copy.ts';
export { quotePath } from './quote-format.ts';
