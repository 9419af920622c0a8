// The catalogue (docs/catalogue.md): the products listing, the categories, the category pages and the
// product card that every grid of products uses, and the pages at old addresses of renamed products and
// categories. Pages render its islands (ProductListing, CategoryBrowser, CategoryProducts) and its Astro
// MovedPage.astro from their own files; pre-rendered grids render ProductCard (no client directive, so
// no React reaches the browser), and the page shell's script wires every card (decision 135).
export { categoryOptions } from './category-groups.ts';
export { categoryPages, type CategoryPage } from './category-pages.ts';
export { categoryPagePaths, type CategoryPageData } from './category-pages.server.ts';
export { movedPagePaths } from './moved-page-paths.server.ts';
export { DEFAULT_LISTING, productQuery } from './listing-state.ts';
export { loadRedirects, movedPages, redirectMap, type MovedPage } from './moved-pages.ts';
export { NoProducts } from './ListingParts.tsx';
export { installCardActions, installPageCardActions } from './product-card.script.ts';
export { PRODUCT_GRID_CLASS, ProductCard } from './ProductCard.tsx';
