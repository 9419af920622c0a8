import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReturnPolicy } from './ReturnPolicy.tsx';

describe("the product page's return window", () => {
  it("states the product's window in the contract's words, with the Returns page beside it", () => {
    expect(renderToStaticMarkup(<ReturnPolicy days={7} />)).toContain('7-day returns from delivery');
    const none = renderToStaticMarkup(<ReturnPolicy days={0} />);
    expect(none).toContain('Not returnable');
    expect(none).toContain('href="/returns"');
  });

  it('shows nothing when the API sends no window', () => {
    expect(renderToStaticMarkup(<ReturnPolicy days={undefined} />)).toBe('');
  });
});
