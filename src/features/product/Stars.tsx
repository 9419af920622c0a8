// A 5-star rating filled to the exact fraction. Server-rendered; stars.ts redraws it
// when a script shows another review.
import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';
import { STAR_SCALE, starsFill, starsLabel } from './stars.ts';

export function Stars({ rating, size = 18 }: { rating: number; size?: number }): ReactNode {
  const row = Array.from({ length: STAR_SCALE }, (_, index) => (
    <Icon key={index} name="star" size={size} filled />
  ));
  return (
    <span
      role="img"
      aria-label={starsLabel(rating)}
      data-stars
      className="relative inline-flex shrink-0 text-sand"
    >
      <span className="flex [&>svg]:shrink-0">{row}</span>
      <span
        data-stars-fill
        className="absolute inset-y-0 left-0 flex overflow-hidden text-terracotta [&>svg]:shrink-0"
        style={{ width: starsFill(rating) }}
      >
        {row}
      </span>
    </span>
  );
}
