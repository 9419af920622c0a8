import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EmiPlan } from '@contract/emi.ts';
import { EmiLine } from './EmiLine.tsx';

const plans: EmiPlan[] = [
  {
    id: 'a',
    label: 'HDFC Bank credit card',
    tenure_months: 12,
    annual_rate_bp: 1200,
    no_cost: false,
    min_price_paise: 500_000,
  },
  {
    id: 'b',
    label: 'No-cost EMI',
    tenure_months: 3,
    annual_rate_bp: 0,
    no_cost: true,
    min_price_paise: 20_000_000,
  },
];

describe("the product page's EMI line", () => {
  it('reads "EMI from ₹X/month" for the lowest plan the price meets, with View plans', () => {
    const html = renderToStaticMarkup(<EmiLine price={1_00_000} plans={plans} />);
    expect(html).toContain('<span data-emi-from="">EMI from ₹8,885/month</span>');
    expect(html).toContain('data-emi-price="10000000"');
    expect(html).toMatch(
      /<button type="button" data-emi-open="" aria-haspopup="dialog"[^>]*>View plans<\/button>/,
    );
    expect(html).not.toContain('hidden');
  });

  it('is in the page but hidden under every plan’s lowest price, so an option that meets one can show it', () => {
    const html = renderToStaticMarkup(<EmiLine price={4_999} plans={plans} />);
    expect(html).toMatch(/^<p[^>]* hidden=""/);
    expect(html).toContain('<span data-emi-from=""></span>');
  });

  it('draws nothing without plans', () => {
    expect(renderToStaticMarkup(<EmiLine price={1_00_000} plans={[]} />)).toBe('');
    expect(renderToStaticMarkup(<EmiLine price={1_00_000} />)).toBe('');
  });
});
