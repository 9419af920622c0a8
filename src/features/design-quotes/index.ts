// A design project's quote for its customer (docs/account.md, decisions 191 and 192): the quote page at
// /projects/quote with its payment stages, its calls and the words it uses. The page renders its island
// (QuoteView) from its own file.
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
