import { describe, expect, it } from 'vitest';
import { financialYear, formatInvoiceNumber } from './invoice-number.ts';

describe('invoice numbers', () => {
  it('belong to the Indian financial year, April to March', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2026-11-25')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
  });

  it('are sixteen characters at most, the GST limit, and numbered from 1', () => {
    expect(formatInvoiceNumber('2026-27', 1)).toBe('AAN/26-27/000001');
    expect(formatInvoiceNumber('2026-27', 999_999)).toBe('AAN/26-27/999999');
    expect(formatInvoiceNumber('2026-27', 42)).toHaveLength(16);
    expect(() => formatInvoiceNumber('2026-27', 0)).toThrow(/range/);
    expect(() => formatInvoiceNumber('2026-27', 1_000_000)).toThrow(/range/);
    expect(() => formatInvoiceNumber('2026-27', 1.5)).toThrow(/range/);
  });
});
