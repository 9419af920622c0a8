import { describe, expect, it } from 'vitest';
import { stockAlertConfirmationEmail } from './stock-emails.ts';

const confirmation = (productName: string, variantName: string | null = null) =>
  stockAlertConfirmationEmail({
    to: 'asha@example.in',
    businessName: 'Gharana Interiors',
    productName,
    variantName,
    link: 'https://api.example.in/api/v1/products/notify/confirm?token=abc',
    validDays: 3,
  });

describe("a back-in-stock request's confirmation e-mail", () => {
  it('names the product, and its variant, in the subject', () => {
    expect(confirmation('Jaipur Sofa').subject).toBe('Confirm your back-in-stock alert for Jaipur Sofa');
    expect(confirmation('Jaipur Sofa', 'Teak').subject).toBe(
      'Confirm your back-in-stock alert for Jaipur Sofa (Teak)',
    );
  });

  it('escapes a hostile product name in the HTML part and keeps it as written in the text', () => {
    const email = confirmation('<script>alert(1)</script>');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.text).toContain('<script>alert(1)</script> is back in stock');
    expect(email.text).toContain('The link works for 3 days.');
  });
});
