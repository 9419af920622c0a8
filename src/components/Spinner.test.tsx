import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Spinner from './Spinner.tsx';

describe('Spinner', () => {
  it('is a status with a label for screen readers, hidden from sight by default', () => {
    const html = renderToStaticMarkup(<Spinner />);
    expect(html).toMatch(/^<span role="status"/);
    expect(html).toContain('<span class="sr-only">Loading…</span>');
    expect(html).toContain('size-8');
  });

  it('has three sizes of one ring', () => {
    const ring = (size: 'small' | 'medium' | 'large') =>
      /<span aria-hidden="true" class="([^"]+)"/.exec(renderToStaticMarkup(<Spinner size={size} />))?.[1] ??
      '';
    expect(ring('small')).toContain('size-4');
    expect(ring('medium')).toContain('size-8');
    expect(ring('large')).toContain('size-12');
    const shared = (classes: string) =>
      classes.split(' ').filter((name) => !/^(size|border)-\d|^border-\[/.test(name));
    expect(shared(ring('small'))).toEqual(shared(ring('large')));
  });

  it('can show what is loading', () => {
    const html = renderToStaticMarkup(
      <Spinner size="large" label="Loading your cart…" showLabel className="py-8" />,
    );
    expect(html).toContain('<span class="text-base text-muted">Loading your cart…</span>');
    expect(html).toContain('class="inline-flex flex-col items-center gap-3 py-8"');
  });
});
