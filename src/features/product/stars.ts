// The rating scale (5 stars) and the one way a rating is drawn, shared by the
// server-rendered stars (Stars.tsx) and the scripts that redraw them (reviews loaded later).

export const STAR_SCALE = 5;

/** '4.3': one decimal, as shoppers read ratings. */
export const formatRating = (rating: number): string => (Math.round(rating * 10) / 10).toFixed(1);

export const starsLabel = (rating: number): string => `Rated ${formatRating(rating)} out of ${STAR_SCALE}`;

/** How much of the row of stars is filled, as a CSS width. */
export const starsFill = (rating: number): string =>
  `${Math.round(Math.min(Math.max(rating / STAR_SCALE, 0), 1) * 1000) / 10}%`;

/** Redraws stars rendered by Stars.tsx for another rating. */
export function fillStars(stars: HTMLElement, rating: number): void {
  stars.setAttribute('aria-label', starsLabel(rating));
  const fill = stars.querySelector<HTMLElement>('[data-stars-fill]');
  if (fill) fill.style.width = starsFill(rating);
}
