// Brings ProductView.tsx to life: the gallery, the purchase panel, the tabs and the reviews. Plain
// scripts rather than hydrated React, because the React runtime alone would take most of a product
// page's JavaScript budget; the markup stays one set of components either way.
import { initPincodeCheck } from '../delivery/index.ts';
import { initGallery } from './gallery.script.ts';
import { initPurchasePanel } from './purchase-panel.script.ts';
import { initReviews } from './reviews.script.ts';
import { initTabs } from './product-tabs.script.ts';

interface ProductViewOptions {
  /** Ask the API for current price and stock; off when the caller has just fetched them. */
  refresh?: boolean;
}

export function initProductView(root: HTMLElement, options: ProductViewOptions = {}): void {
  const { url = location.href, chatFallback = '' } = root.dataset;
  // The cards' script serves this view too (the wishlist hook, the placeholder for images that fail to
  // load): the page shell starts it on any page with a product image, the 404 page's lookup itself.
  const part = (selector: string) => root.querySelector<HTMLElement>(selector);
  const gallery = part('[data-gallery]');
  if (gallery) initGallery(gallery);
  const purchase = part('[data-purchase]');
  if (purchase) {
    initPurchasePanel(purchase, {
      url,
      chatFallbackUrl: chatFallback,
      refresh: options.refresh ?? true,
    });
  }
  const pincode = part('[data-pincode-check]');
  if (pincode) initPincodeCheck(pincode);
  const tabs = part('[data-tabs]');
  if (tabs) initTabs(tabs);
  const reviews = part('[data-reviews]');
  if (reviews) initReviews(reviews);
  // Until now a click would go unheard; tests and styles can tell.
  root.setAttribute('data-ready', '');
}
