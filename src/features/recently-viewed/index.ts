// Recently viewed (docs/compare-and-recently-viewed.md, decision 205): the device's list of products
// looked at, which follows a signed-in customer's account, and the strip that shows it. Pages render
// RecentlyViewed.astro from its own file; everything else stays inside the feature.
export {
  mergeViews,
  recordView,
  RECENTLY_VIEWED_STORAGE_KEY,
  type RecentView,
} from './recently-viewed-list.ts';
