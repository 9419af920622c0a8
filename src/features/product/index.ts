// The product page (docs/product-page.md): the product's view (gallery and full-screen viewer,
// purchase panel, tabs, reviews and the review form), rendered as React markup when the page is
// built and brought to life by small plain scripts (decision 017), and the build-time data of the
// product pages.
export { productTrail } from './Breadcrumb.tsx';
export { galleryLeadImage } from './gallery-images.ts';
export {
  buildIndex,
  loadProductPage,
  productPagePaths,
  type ProductPageData,
  type ProductPageRef,
} from './product-pages.server.ts';
export { startProductPage } from './product-page.script.ts';
export { initProductView } from './product-view.script.ts';
export { ProductView } from './ProductView.tsx';
export { selectVariant, shownPrice } from './purchase.ts';
