import { describe, expect, it } from 'vitest';
import { sameSecret } from '../../lib/digests.ts';
import { createRazorpay, hmacHex } from './payments.ts';

const gateway = createRazorpay({
  keyId: 'rzp_test_Unit',
  keySecret: 'unit-key-secret',
  webhookSecret: 'unit-webhook-secret',
  apiUrl: 'http://127.0.0.1:9',
  checkoutUrl: 'http://127.0.0.1:9/checkout.js',
});

describe('payment signatures', () => {
  it("accepts Checkout's signature of order_id|payment_id under the key secret, and nothing else", () => {
    const signature = hmacHex('unit-key-secret', 'order_1|pay_1');
    expect(gateway.verifyCheckout({ gatewayOrderId: 'order_1', paymentId: 'pay_1', signature })).toBe(true);
    expect(gateway.verifyCheckout({ gatewayOrderId: 'order_2', paymentId: 'pay_1', signature })).toBe(false);
    expect(gateway.verifyCheckout({ gatewayOrderId: 'order_1', paymentId: 'pay_2', signature })).toBe(false);
    const forged = hmacHex('another-secret', 'order_1|pay_1');
    expect(gateway.verifyCheckout({ gatewayOrderId: 'order_1', paymentId: 'pay_1', signature: forged })).toBe(
      false,
    );
  });

  it('accepts a webhook only with the signature of its exact bytes under the webhook secret', () => {
    const body = Buffer.from('{"event":"payment.captured","payload":{}}');
    const signature = hmacHex('unit-webhook-secret', body);
    expect(gateway.verifyWebhook(body, signature)).toBe(true);
    expect(gateway.verifyWebhook(Buffer.from('{"event":"payment.captured","payload":{} }'), signature)).toBe(
      false,
    );
    expect(gateway.verifyWebhook(body, hmacHex('unit-key-secret', body))).toBe(false);
  });

  it('compares signatures of any length without throwing', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('abc', '')).toBe(false);
  });
});
