import { describe, expect, it } from 'vitest';
import { backInStockEmail, stockAlertConfirmationEmail } from './stock-emails.ts';

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

const notice = (productName: string, variantName: string | null = null) =>
  backInStockEmail({
    to: 'asha@example.in',
    businessName: 'Gharana Interiors',
    productName,
    variantName,
    link: 'https://shop.example.in/products/jaipur-sofa',
  });

describe('the back-in-stock notice', () => {
  it('says the product is back in its subject, links to its page and says it is the only one', () => {
    const email = notice('Jaipur Sofa');
    expect(email.to).toBe('asha@example.in');
    expect(email.subject).toBe('Jaipur Sofa is back in stock');
    expect(email.text).toContain('Good news: Jaipur Sofa is back in stock at Gharana Interiors');
    expect(email.text).toContain('See it: https://shop.example.in/products/jaipur-sofa');
    expect(email.text).toContain(
      'This was the one-time notice you asked for: we will not write to you about it again.',
    );
    expect(email.html).toContain('href="https://shop.example.in/products/jaipur-sofa"');
    expect(email.html).toContain('This was the one-time notice you asked for');
  });

  it('names the option asked about in the body, not in the subject', () => {
    const email = notice('Jaipur Sofa', 'Teak');
    expect(email.subject).toBe('Jaipur Sofa is back in stock');
    expect(email.text).toContain('Good news: Jaipur Sofa (Teak) is back in stock');
  });

  it('escapes a hostile product name in the HTML part', () => {
    const email = notice('<img src=x onerror=alert(1)>');
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; is back in stock');
    expect(email.subject).toBe('<img src=x onerror=alert(1)> is back in stock');
  });
});
