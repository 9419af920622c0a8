import { describe, expect, it } from 'vitest';
import { paymentAlertEmail } from './payment-emails.ts';

const settings = {
  businessName: 'Gharana Interiors',
  businessEmail: 'orders@example.in',
  businessPhone: '+91 98765 43210',
};
const url = 'https://admin.example.in/orders/o-1';

describe("a payment alert's e-mail to the business", () => {
  it('names the order in the subject and goes to the business', () => {
    const email = paymentAlertEmail(
      settings,
      { kind: 'refund_failed', orderNumber: 'GI-2026-0042', detail: 'The gateway refused the refund' },
      url,
    );
    expect(email.to).toBe('orders@example.in');
    expect(email.subject).toBe('Payment needs attention: order GI-2026-0042');
    expect(email.text.split('\n')[0]).toBe('A refund failed.');
    expect(email.text).toContain(`Open the order: ${url}`);
    expect(email.text).not.toContain('Razorpay reference');
  });

  it('escapes a hostile detail in the HTML part', () => {
    const email = paymentAlertEmail(
      settings,
      {
        kind: 'payment_not_applied',
        orderNumber: 'GI-2026-0042',
        reference: 'pay_123',
        detail: '<script>alert(1)</script>',
      },
      url,
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.text).toContain('Razorpay reference: pay_123\nWhat happened: <script>alert(1)</script>');
  });
});
