import { describe, expect, it } from 'vitest';
import { CART_REMINDER_LINES_MAX, cartReminderEmail } from './cart-emails.ts';

const reminder = (lines: number) =>
  cartReminderEmail({
    to: 'asha@example.in',
    firstName: 'Asha',
    businessName: 'Aangan <Interiors>',
    lines: Array.from({ length: lines }, (_, i) => ({
      name: `Piece ${i + 1}`,
      quantity: 2,
      linePaise: 1_20_000_00,
    })),
    subtotalPaise: lines * 1_20_000_00,
    cartUrl: 'https://shop.example/cart',
    unsubscribeUrl: 'https://api.example/api/v1/cart-reminders/unsubscribe?token=t',
  });

describe('the cart reminder e-mail', () => {
  it('lists the cart with its subtotal, links back to it and says how to stop', () => {
    const email = reminder(2);
    expect(email.to).toBe('asha@example.in');
    expect(email.subject).toBe('Your cart at Aangan <Interiors> is waiting');
    expect(email.text).toContain('Namaste Asha,');
    expect(email.text).toContain('Piece 1 × 2: ₹1,20,000');
    expect(email.text).toContain(
      'Subtotal today: ₹2,40,000. Prices and stock are checked again in your cart.',
    );
    expect(email.text).toContain('Your cart: https://shop.example/cart');
    expect(email.text).toContain(
      'You get this one reminder because you agreed to cart reminders in your profile. ' +
        'Stop them: https://api.example/api/v1/cart-reminders/unsubscribe?token=t',
    );
    expect(email.html).toContain('Aangan &lt;Interiors&gt;');
    expect(email.html).not.toContain('<Interiors>');
  });

  it(`lists at most ${CART_REMINDER_LINES_MAX} lines and counts the rest`, () => {
    const email = reminder(CART_REMINDER_LINES_MAX + 3);
    expect(email.text).toContain(`Piece ${CART_REMINDER_LINES_MAX} × 2`);
    expect(email.text).not.toContain(`Piece ${CART_REMINDER_LINES_MAX + 1} × 2`);
    expect(email.text).toContain('And 3 more in your cart.');
  });
});
