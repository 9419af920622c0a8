import { describe, expect, it } from 'vitest';
import { TAX_DOCUMENT_KINDS } from '../../../contract/order-rules.ts';
import { financialYear, formatDocumentNumber } from './document-number.ts';

describe('GST document numbers', () => {
  it('belong to the Indian financial year, April to March', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2026-11-25')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
  });

  it('are sixteen characters at most, the GST limit, and numbered from 1 in each series', () => {
    expect(formatDocumentNumber('invoice', '2026-27', 1)).toBe('AAN/26-27/000001');
    expect(formatDocumentNumber('invoice', '2026-27', 999_999)).toBe('AAN/26-27/999999');
    expect(formatDocumentNumber('credit_note', '2026-27', 7)).toBe('CN/26-27/000007');
    for (const kind of TAX_DOCUMENT_KINDS) {
      expect(formatDocumentNumber(kind, '2026-27', 999_999).length).toBeLessThanOrEqual(16);
    }
    expect(() => formatDocumentNumber('invoice', '2026-27', 0)).toThrow(/range/);
    expect(() => formatDocumentNumber('invoice', '2026-27', 1_000_000)).toThrow(/range/);
    expect(() => formatDocumentNumber('invoice', '2026-27', 1.5)).toThrow(/range/);
  });

  it('keep each series apart, so no two kinds share a number', () => {
    const numbers = TAX_DOCUMENT_KINDS.map((kind) => formatDocumentNumber(kind, '2026-27', 1));
    expect(new Set(numbers).size).toBe(TAX_DOCUMENT_KINDS.length);
  });
});
