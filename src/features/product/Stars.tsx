// A 5-star rating filled to the exact fraction, drawn by CSS (the `stars` utility in global.css): a
// masked row of stars and a bar inside it as wide as the rating. Server-rendered; stars.ts redraws it
// when a script shows another review.
import type { CSSProperties, ReactNode } from 'react';
import { starsFill, starsLabel } from './stars.ts';

export function Stars({ rating, size = 18 }: { rating: number; size?: number }): ReactNode {
  return (
    <span
      role="img"
      aria-label={starsLabel(rating)}
      data-stars=""
      className="stars"
      style={size === 18 ? undefined : ({ '--star': `${size}px` } as CSSProperties)}
    >
      <span data-stars-fill="" className="stars-fill" style={{ width: starsFill(rating) }} />
    </span>
  );
}
