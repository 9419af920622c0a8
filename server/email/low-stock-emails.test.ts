import { describe, expect, it } from 'vitest';
import { lowStockEmail } from './low-stock-emails.ts';

const settings = { businessName: 'Aangan Interiors', businessEmail: 'hello@aangan.example' };

describe('the low-stock e-mail', () => {
  it('lists each product with its units and threshold, for the business', () => {
    const email = lowStockEmail(settings, {
      date: '2026-11-24',
      items: [
        { name: 'Jaipur Sheesham Sofa', sku: 'AAN-SOFA-101', quantity: 1, threshold: 3 },
        { name: 'Cane <Chair>', sku: null, quantity: 0, threshold: 0 },
      ],
      total: 2,
      url: 'https://shop.example/admin/low-stock',
    });
    expect(email.to).toBe('hello@aangan.example');
    expect(email.subject).toBe('Low stock on 2026-11-24: 2 products are at or below the threshold');
    expect(email.text).toBe(
      [
        '2 products are low on stock this morning (2026-11-24).',
        '',
        'Jaipur Sheesham Sofa (AAN-SOFA-101): 1 left, threshold 3',
        'Cane <Chair>: 0 left, threshold 0',
        '',
        'Order more, or change a threshold in the product’s page.',
        '',
        'Low stock: https://shop.example/admin/low-stock',
      ].join('\n'),
    );
    expect(email.html).toContain('Cane &lt;Chair&gt;');
    expect(email.html).not.toContain('<Chair>');
  });

  it('says how many more there are than it lists', () => {
    const email = lowStockEmail(settings, {
      date: '2026-11-24',
      items: [{ name: 'Teak Shelf', sku: null, quantity: 2, threshold: 2 }],
      total: 51,
      url: 'https://shop.example/admin/low-stock',
    });
    expect(email.subject).toBe('Low stock on 2026-11-24: 51 products are at or below the threshold');
    expect(email.text).toContain('And 50 more: see them all in the back office.');
  });
});
