import { describe, expect, it } from 'vitest';
import { imageRefusal, moved } from './image-rules.ts';

describe('product images', () => {
  it('refuses a file that is not a picture the shop takes, naming it', () => {
    expect(imageRefusal({ name: 'price-list.pdf', type: 'application/pdf', size: 1000 })).toMatch(
      /“price-list.pdf” is not an image/,
    );
    expect(imageRefusal({ name: 'sofa.webp', type: 'image/webp', size: 1000 })).toBeNull();
    expect(imageRefusal({ name: 'huge.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 })).toMatch(
      /larger than 10 MB/,
    );
  });

  it('moves an image up or down one place, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
