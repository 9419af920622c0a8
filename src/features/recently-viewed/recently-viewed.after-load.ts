// The "Recently viewed" strip's start (RecentlyViewed.astro), loaded once the page has loaded (decision
// 136): it only watches the strip's place. When that comes near the screen, the strip's code loads
// (recently-viewed-strip.ts) and fills it.
export function start(): void {
  const root = document.querySelector<HTMLElement>('[data-recently-viewed]');
  if (!root) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      import('./recently-viewed-strip.ts')
        .then((strip) => strip.showRecentlyViewed(root))
        .catch((error: unknown) => console.error('The recently viewed strip could not load', error));
    },
    { rootMargin: '400px 0px' },
  );
  observer.observe(root);
}
