// WCAG 2.2 AA for every text/background pair the site uses (brand.md). Add a pair here when a
// component puts a new one on screen; the colours are read from the theme itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'global.css'), 'utf8');
const palette = Object.fromEntries(
  [...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, hex]) => [name, hex]),
) as Record<string, string>;

const channel = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => channel(Number.parseInt(hex.slice(i, i + 2), 16) / 255));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** [text, background] */
const pairs: [string, string][] = [
  ['charcoal', 'ivory'],
  ['charcoal', 'white'],
  ['charcoal', 'cream'],
  ['charcoal', 'terracotta-soft'],
  ['muted', 'ivory'],
  ['muted', 'white'],
  ['muted', 'cream'],
  ['terracotta', 'ivory'],
  ['terracotta', 'white'],
  ['terracotta', 'cream'],
  ['white', 'terracotta'],
  ['white', 'terracotta-dark'],
  ['terracotta-dark', 'terracotta-soft'],
  ['ivory', 'teal'],
  ['ivory', 'teal-dark'],
  ['ivory-muted', 'teal-dark'],
  ['teal', 'ivory'],
  ['teal', 'teal-soft'],
  ['teal-dark', 'ivory'],
  ['teal-dark', 'cream'],
  ['ivory', 'charcoal'],
];

describe('brand palette', () => {
  it('defines every colour the pairs use', () => {
    for (const name of new Set(pairs.flat())) expect(palette[name], name).toMatch(/^#/);
  });

  it.each(pairs)('%s text on %s passes AA (4.5:1)', (text, background) => {
    expect(contrast(palette[text] ?? '', palette[background] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
