// A GST return's period (decision 198): the contract's, which the back office's Reports screen shares.
export { parsePeriod, PERIOD_PATTERN, type ReportPeriod } from '../../../contract/report-periods.ts';
