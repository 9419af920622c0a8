import { describe, expect, it } from 'vitest';
import { csvLine } from '../../lib/csv.ts';
import {
  exportFileName,
  ORDER_EXPORT_COLUMNS,
  orderExportCells,
  paiseAsRupees,
  type ExportRow,
} from './orders-export.ts';

const row = (overrides: Partial<ExportRow> = {}): ExportRow => ({
  id: '0b1c',
  number: 'AAN-100042',
  placed: '2026-11-24 14:05',
  status: 'shipped',
  payment_method: 'cod',
  payment_status: 'due',
  name: 'Kavya Menon',
  email: 'kavya@example.in',
  phone: '+91 98480 22338',
  delivery_address: {
    line1: '7 Lake View',
    area: 'Madhapur',
    city: 'Hyderabad',
    stateCode: '36',
    pincode: '500081',
  },
  gstin: null,
  items: 2,
  taxable_paise: 233_983,
  cgst_paise: 21_058,
  sgst_paise: 21_059,
  igst_paise: 0,
  total_paise: 276_100,
  invoice: 'AAN/26-27/000042',
  carrier: 'Delhivery',
  tracking_number: 'DL123',
  cursor_at: '2026-11-24 08:35:00.123456+00',
  ...overrides,
});

describe('the orders export', () => {
  it('writes paise as plain rupees with two decimals, for a spreadsheet to add up', () => {
    expect(paiseAsRupees(276_095)).toBe('2760.95');
    expect(paiseAsRupees(5)).toBe('0.05');
    expect(paiseAsRupees(100)).toBe('1.00');
    expect(paiseAsRupees(0)).toBe('0.00');
    expect(paiseAsRupees(-1_250)).toBe('-12.50');
  });

  it('has a cell for each column, with words for the statuses and the state by name', () => {
    const cells = orderExportCells(row());
    expect(cells).toHaveLength(ORDER_EXPORT_COLUMNS.length);
    const at = (column: (typeof ORDER_EXPORT_COLUMNS)[number]) => cells[ORDER_EXPORT_COLUMNS.indexOf(column)];
    expect(at('Status')).toBe('Shipped');
    expect(at('Payment method')).toBe('Cash on delivery');
    expect(at('Payment status')).toBe('Due');
    expect(at('State')).toBe('Telangana');
    expect(at('Landmark')).toBe('');
    expect(at('GSTIN')).toBe('');
    expect(at('Total (Rs.)')).toBe('2761.00');
    expect(at('CGST (Rs.)')).toBe('210.58');
  });

  it('keeps a spreadsheet from running what a buyer typed', () => {
    const line = csvLine(orderExportCells(row({ name: '=HYPERLINK("http://x")', email: '@sum' })));
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(line).toContain(",'@sum,");
    expect(line).toContain(",'+91 98480 22338,");
  });

  it('names the file by its days and status', () => {
    expect(exportFileName({ from: '2026-11-01', to: '2026-11-24' }, '2026-11-25')).toBe(
      'orders-2026-11-01-to-2026-11-24.csv',
    );
    expect(exportFileName({ status: 'shipped' }, '2026-11-25')).toBe(
      'orders-start-to-2026-11-25-shipped.csv',
    );
  });
});
