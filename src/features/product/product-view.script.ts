// Brings ProductView.tsx to life: the gallery, the purchase panel, the tabs and the reviews. Plain
// scripts rather than hydrated React, because the React runtime alone would take most of a product
// page's JavaScript budget; the markup stays one set of components either way.
import { initPincodeCheck } from '../delivery/index.ts';
import { initFitCheck } from '../fit/index.ts';
import { initEmiLine } from '../emi/index.ts';
import { initGallery } from './gallery.script.ts';
import { initPurchasePanel } from './purchase-panel.script.ts';
import { initReviews } from './reviews.script.ts';
import { initTabs } from './product-tabs.script.ts';

interface ProductViewOptions {
  /** Ask the API for current price and stock; off when the caller has just fetched them. */
  refresh?: boolean;
}

/**
 * Brings the view to life a step at a time: each `yield` ends a step, where the product page lets its
 * main thread go (decision 138). The steps come in the order a visitor is likely to need them: the
 * purchase panel, its calls to the API, the gallery, the delivery check, the tabs and the reviews.
 * The cards' script serves this view too (the wishlist hook, the placeholder for images that fail to
 * load): the page shell starts it on any page with a product image, the 404 page's lookup itself.
 */
function* viewSteps(root: HTMLElement, options: ProductViewOptions): Generator<void, void, void> {
  const { url = location.href, chatFallback = '' } = root.dataset;
  const part = (selector: string) => root.querySelector<HTMLElement>(selector);
  const purchase = part('[data-purchase]');
  if (purchase) {
    const callApi = initPurchasePanel(purchase, {
      url,
      chatFallbackUrl: chatFallback,
      refresh: options.refresh ?? true,
    });
    yield;
    callApi();
    yield;
  }
  const parts: Array<[HTMLElement | null, (element: HTMLElement) => void]> = [
    [part('[data-gallery]'), initGallery],
    [part('[data-emi]'), initEmiLine],
    [part('[data-pincode-check]'), initPincodeCheck],
    [part('[data-fit-check]'), initFitCheck],
    [part('[data-tabs]'), initTabs],
    [part('[data-reviews]'), initReviews],
  ];
  for (const [element, init] of parts) {
    if (!element) continue;
    init(element);
    yield;
  }
  // Until now a click would go unheard; tests and styles can tell.
  root.setAttribute('data-ready', '');
}

/** Brings the view to life at once (the 404 page's lookup, which has just drawn it). */
export function initProductView(root: HTMLElement, options: ProductViewOptions = {}): void {
  const steps = viewSteps(root, options);
  while (!steps.next().done) continue;
}

/**
 * Brings the view to life one step per task, awaiting `between` after each (the product page, whose
 * steps together would make one long task on a phone), and finishes when every part is live.
 */
export async function startProductView(root: HTMLElement, between: () => Promise<void>): Promise<void> {
  const steps = viewSteps(root, {});
  while (!steps.next().done) await between();
}
