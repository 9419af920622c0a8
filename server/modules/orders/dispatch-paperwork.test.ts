import { describe, expect, it } from 'vitest';
import { TAX_DOCUMENT_KINDS } from '../../../contract/order-rules.ts';
import { formatDocumentNumber } from '../billing/index.ts';
import { challanFileName, noShipmentsMessage } from './dispatch-paperwork.ts';

describe('delivery challans', () => {
  it('are numbered in a series of their own, at most sixteen characters (Rule 55)', () => {
    expect(formatDocumentNumber('delivery_challan', '2026-27', 1)).toBe('DC/26-27/000001');
    expect(formatDocumentNumber('delivery_challan', '2026-27', 999_999).length).toBeLessThanOrEqual(16);
    const taxDocuments = TAX_DOCUMENT_KINDS.map((kind) => formatDocumentNumber(kind, '2026-27', 1));
    expect(taxDocuments).not.toContain(formatDocumentNumber('delivery_challan', '2026-27', 1));
  });

  it('download under their number', () => {
    expect(challanFileName('DC/26-27/000007')).toBe('delivery-challan-DC-26-27-000007.pdf');
  });

  it('say plainly when a day had no shipment', () => {
    expect(noShipmentsMessage('2026-11-24')).toBe('No order was shipped on 2026-11-24.');
  });
});
