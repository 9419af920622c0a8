// The order page's list of returns is drawn from the server's answer alone: these check what a shopper
// reads of a refunded return (amount, deduction and why, where the refund stands, the credit note) and of
// one still under way.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReturnView } from '@contract/returns.ts';
import ReturnList from './ReturnList.tsx';

const orderId = '0b1c2d3e-4f50-4617-8899-aabbccddeeff';

const requested: ReturnView = {
  id: '11111111-2222-4333-8444-555555555555',
  number: 'RET-100001',
  kind: 'replacement',
  state: 'requested',
  stateLabel: 'Requested',
  reason: 'damaged',
  reasonLabel: 'Arrived damaged',
  comment: 'One leg is cracked',
  pickupOn: '2026-12-02',
  decisionNote: null,
  createdAt: '2026-11-28T06:30:00Z',
  lines: [{ lineId: 'a', name: 'Teak bed', variantName: 'King', quantity: 1, restocked: 0, writtenOff: 0 }],
  photos: [{ id: 'p1', url: '/media/returns/p1.webp', thumbnailUrl: '/media/returns/p1-thumb.webp' }],
  refund: null,
  creditNote: null,
};

const refunded: ReturnView = {
  ...requested,
  id: '22222222-2222-4333-8444-555555555555',
  number: 'RET-100002',
  kind: 'return',
  state: 'refunded',
  stateLabel: 'Refunded',
  photos: [],
  refund: {
    amount: 1_350_050,
    deduction: 149_950,
    deductionReason: 'Scratches on the headboard',
    state: 'failed',
    method: 'razorpay',
  },
  creditNote: {
    id: 'cn1',
    kind: 'credit_note',
    number: 'CN/2026-27/0004',
    date: '2026-12-06',
    total: -1_350_050,
  },
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("an order's returns on its page", () => {
  it('shows a request under way with its number, state, pieces, photos and pickup day', () => {
    const html = renderToStaticMarkup(<ReturnList orderId={orderId} returns={[requested]} token="abc" />);
    expect(text(html)).toContain('Replacement RET-100001 Requested');
    expect(text(html)).toContain('Requested on 28 Nov 2026 · Arrived damaged');
    expect(text(html)).toContain('1 × Teak bed · King');
    expect(text(html)).toContain('Pickup: 2 Dec 2026');
    expect(html).toContain('src="/media/returns/p1-thumb.webp"');
    expect(html).toContain('alt="Photo 1 of Replacement RET-100001"');
    expect(html).not.toContain('return-refund');
  });

  it('shows a refund: the amount, what was kept back and why, its state, and the credit note', () => {
    const html = renderToStaticMarkup(<ReturnList orderId={orderId} returns={[refunded]} token="abc" />);
    expect(text(html)).toContain('Refund ₹13,500.50');
    expect(text(html)).toContain('₹1,499.50 kept back: Scratches on the headboard');
    expect(text(html)).toContain('We are retrying your refund');
    expect(html).toContain(`/orders/${orderId}/documents/cn1?token=abc`);
    expect(html).toContain('download="');
    expect(text(html)).toContain('Download credit note');
  });
});
