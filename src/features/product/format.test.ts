import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paragraphs, productDetails } from './DescriptionPanel.tsx';
import { NO_SPECIFICATIONS, SpecificationsPanel } from './SpecificationsPanel.tsx';
import { toGalleryImages } from './gallery-images.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';
import { basedOn, formatReviewDate, helpfulText, reviewerName } from './review-format.ts';
import { formatRating, starsFill, starsLabel } from './stars.ts';
import { tabAfterKey } from './product-tabs.ts';

describe('reviews', () => {
  it('shows a review without a name as Anonymous', () => {
    expect(reviewerName(null)).toBe('Anonymous');
    expect(reviewerName('   ')).toBe('Anonymous');
    expect(reviewerName(' Farhan Ansari ')).toBe('Farhan Ansari');
  });

  it('dates reviews the en-IN way, in India', () => {
    expect(formatReviewDate('2026-11-21T20:00:00.000Z')).toBe('22 November 2026');
    expect(formatReviewDate('not a date')).toBe('not a date');
  });

  it('counts in words', () => {
    expect(basedOn(1)).toBe('Based on 1 review');
    expect(basedOn(12)).toBe('Based on 12 reviews');
    expect(helpfulText(1)).toBe('1 person found this helpful');
    expect(helpfulText(9)).toBe('9 people found this helpful');
  });
});

describe('stars', () => {
  it('fills to the exact fraction of 5, within bounds', () => {
    expect(starsFill(4.4)).toBe('88%');
    expect(starsFill(0)).toBe('0%');
    expect(starsFill(7)).toBe('100%');
    expect(starsLabel(4.36)).toBe('Rated 4.4 out of 5');
    expect(formatRating(4)).toBe('4.0');
  });
});

describe('tabAfterKey', () => {
  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(tabAfterKey(0, 3, 'ArrowRight')).toBe(1);
    expect(tabAfterKey(2, 3, 'ArrowRight')).toBe(0);
    expect(tabAfterKey(0, 3, 'ArrowLeft')).toBe(2);
    expect(tabAfterKey(1, 3, 'Home')).toBe(0);
    expect(tabAfterKey(0, 3, 'End')).toBe(2);
    expect(tabAfterKey(0, 3, 'Enter')).toBeUndefined();
  });
});

describe('toGalleryImages', () => {
  const image = (id: string, primary: boolean, alt: string | null = null) => ({
    id,
    image_url: `/media/${id}.webp`,
    thumbnail_url: `/media/${id}-thumb.webp`,
    alt_text: alt,
    is_primary: primary,
  });

  it('puts the primary image first and names images without alt text', () => {
    const images = toGalleryImages({
      name: 'Cane Chair',
      image_url: null,
      thumbnail_url: null,
      images: [image('a', false), image('b', true, 'Front view')],
    });
    expect(images.map((item) => [item.id, item.alt])).toEqual([
      ['b', 'Front view'],
      ['a', 'Cane Chair, image 2 of 2'],
    ]);
  });

  it('falls back to the product image, then the placeholder', () => {
    expect(
      toGalleryImages({ name: 'X', images: [], image_url: '/x.webp', thumbnail_url: null })[0]?.url,
    ).toBe('/x.webp');
    expect(toGalleryImages({ name: 'X', images: [], image_url: null, thumbnail_url: null })[0]?.url).toBe(
      PLACEHOLDER_IMAGE,
    );
  });
});

describe('description', () => {
  it('splits paragraphs at blank lines', () => {
    expect(paragraphs('One.\n\n  Two.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(paragraphs(null)).toEqual([]);
  });

  it('lists only the details the catalogue knows', () => {
    const details = productDetails({
      description: null,
      features: [],
      brand: 'Aangan Studio',
      material: ' ',
      color: null,
      style: null,
      room_type: null,
      dimensions: 'W 60 cm',
      weight: null,
      warranty: null,
      care_instructions: null,
      assembly_required: true,
    });
    expect(details).toEqual([
      { label: 'Brand', value: 'Aangan Studio' },
      { label: 'Dimensions', value: 'W 60 cm' },
      { label: 'Assembly', value: 'Assembly required' },
    ]);
  });
});

describe('specifications', () => {
  it('says so when a product has none', () => {
    expect(NO_SPECIFICATIONS).toBe('No specifications available for this product.');
    expect(renderToStaticMarkup(createElement(SpecificationsPanel, { specifications: [] }))).toContain(
      NO_SPECIFICATIONS,
    );
    const table = renderToStaticMarkup(
      createElement(SpecificationsPanel, { specifications: [{ name: 'Seat height', value: '45 cm' }] }),
    );
    expect(table).toContain('<th scope="row"');
    expect(table).toContain('Seat height');
    expect(table).not.toContain(NO_SPECIFICATIONS);
  });
});
