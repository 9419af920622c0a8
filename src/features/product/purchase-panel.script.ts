// Brings PurchasePanel.tsx to life: Options, the quantity stepper, Add to Cart, wishlist, share and the
// consultation chat (docs/product-page.md).
//
// The page shows the catalogue as it was when the site was built. After load the panel asks the API
// for the product again (freshness), so a stale page never sells something that has gone out of stock
// since and always shows today's price. It also counts the visit (POST /products/{id}/view).
import { formatINR } from '../../lib/money.ts';
import { canAddToCart, stockBadge } from '../../lib/stock.ts';
import { USER_DATA_KEY } from '../../lib/storage-keys.ts';
import { CHAT_FAILURE_LOG, customerNameFrom, fetchChatUrl } from '../leads/index.ts';
import { quantityLimitMessage } from '../cart/index.ts';
import { syncNotifyMe } from '../stock-alerts/index.ts';
import { refreshEmiLine } from '../emi/index.ts';
import { $wishlistedIds, requestWishlistToggle } from '../wishlist/index.ts';
import { toast } from '../toasts/index.ts';
import { getProductBySlug, toApiError } from '../../lib/api.ts';
import { recordProductView } from './product-api.ts';
import {
  addQuantityToCart,
  chatDetails,
  clampQuantity,
  currentOffer,
  MAX_QUANTITY,
  MIN_QUANTITY,
  purchaseStatus,
  shownPrice,
  toPurchaseProduct,
  type PurchaseProduct,
} from './purchase.ts';
import { fillVariantDetail, VARIANT_DETAIL } from './variant-detail.ts';

interface PurchasePanelOptions {
  /** The product page's own address, for sharing and the chat message. */
  url: string;
  /** The fixed chat link opened when the API cannot make one. */
  chatFallbackUrl: string;
  /** Ask the API for current price and stock; off when the caller has just fetched them. */
  refresh: boolean;
}

const readUserData = (): string | null => {
  try {
    return localStorage.getItem(USER_DATA_KEY);
  } catch {
    return null;
  }
};

/**
 * Brings the panel to life, and returns its calls to the API (counting the visit, and the current price
 * and stock when `refresh` is on) for the caller to make: the product page makes them in a task after
 * the panel's own, as a phone's first request through the API client is work for its main thread too.
 */
export function initPurchasePanel(root: HTMLElement, options: PurchasePanelOptions): () => void {
  const data = root.querySelector('[data-purchase-product]')?.textContent;
  if (!data) return () => {};
  let product = JSON.parse(data) as PurchaseProduct;
  const builtVariants = product.variants;
  const find = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const price = find('[data-price]');
  const priceLabel = find('[data-price-label]');
  const struck = find('[data-struck]');
  const struckValue = find('[data-struck-value]');
  const percent = find('[data-percent]');
  const badge = find('[data-stock-badge]');
  const add = find<HTMLButtonElement>('[data-purchase-add]');
  const quantityInput = find<HTMLInputElement>('[data-quantity]');
  const decrease = find<HTMLButtonElement>('[data-quantity-step="-1"]');
  const increase = find<HTMLButtonElement>('[data-quantity-step="1"]');
  const radios = [...root.querySelectorAll<HTMLInputElement>('input[data-variant]')];
  const wishlistButton = find<HTMLButtonElement>('[data-purchase-wishlist]');
  const chatButton = find<HTMLButtonElement>('[data-purchase-chat]');

  const chosenId = () => radios.find((radio) => radio.checked)?.value ?? null;
  const quantity = () => clampQuantity(quantityInput?.value ?? MIN_QUANTITY);

  const render = () => {
    const offer = currentOffer(product, builtVariants, chosenId());
    const { shown, status } = offer;
    if (price) price.textContent = formatINR(shown.price);
    refreshEmiLine(root, shown.price);
    if (priceLabel) priceLabel.hidden = shown.struck === null;
    if (struck) struck.hidden = shown.struck === null;
    if (struckValue) struckValue.textContent = shown.struck === null ? '' : formatINR(shown.struck);
    if (percent) {
      percent.hidden = shown.percentOff === null;
      percent.textContent = shown.percentOff === null ? '' : `${shown.percentOff}% off`;
    }
    if (badge) {
      const text = stockBadge(status);
      badge.hidden = text === null;
      badge.textContent = text ?? '';
      badge.dataset.status = status;
    }
    if (add) add.disabled = !canAddToCart(status);
    syncNotifyMe(root, { productId: product.id, variantId: offer.variant?.id ?? null, status });
    if (decrease) decrease.disabled = quantity() <= MIN_QUANTITY;
    if (increase) increase.disabled = quantity() >= MAX_QUANTITY;
    for (const radio of radios) {
      const variant = product.variants.find((candidate) => candidate.id === radio.value);
      const detail = radio.parentElement?.querySelector(`[${VARIANT_DETAIL}]`);
      if (!variant || !detail) continue;
      fillVariantDetail(detail, shownPrice(product, variant), stockBadge(purchaseStatus(product, variant)));
    }
  };

  const setQuantity = (value: number) => {
    if (quantityInput) quantityInput.value = String(clampQuantity(value));
    render();
  };

  for (const radio of radios) radio.addEventListener('change', render);
  for (const step of root.querySelectorAll<HTMLButtonElement>('[data-quantity-step]')) {
    step.addEventListener('click', () => setQuantity(quantity() + Number(step.dataset.quantityStep)));
  }
  quantityInput?.addEventListener('input', render);
  quantityInput?.addEventListener('change', () => setQuantity(quantity()));

  add?.addEventListener('click', () => {
    const { variant } = currentOffer(product, builtVariants, chosenId());
    const count = quantity();
    setQuantity(count);
    const added = addQuantityToCart(product, variant, count);
    if (added === 'limit') toast.error(quantityLimitMessage(product.name));
    else if (added !== 'unavailable') toast.success(`${product.name} added to cart`);
  });

  // The heart is one of the wishlist's hearts (like the cards'), so that signing in reaches every
  // heart on the page in one place.
  const showWishlisted = (ids: ReadonlySet<string>) =>
    wishlistButton?.setAttribute('aria-pressed', String(ids.has(product.id)));
  $wishlistedIds.subscribe(showWishlisted);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: product.name, url: options.url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        // Refused (no permission, no share target): copying the link still works.
      }
    }
    try {
      await navigator.clipboard.writeText(options.url);
      toast.success('Product link copied to clipboard!');
    } catch {
      toast.error('Could not copy the link. Please copy it from the address bar.');
    }
  };

  const chat = async (chatButton: HTMLButtonElement) => {
    if (chatButton.disabled) return;
    chatButton.disabled = true;
    chatButton.setAttribute('aria-busy', 'true');
    let link = options.chatFallbackUrl;
    try {
      // The leads' calls load only when someone asks to chat.
      link = await fetchChatUrl({
        type: 'product',
        customerName: customerNameFrom(readUserData()),
        projectDetails: chatDetails(product, currentOffer(product, builtVariants, chosenId()), options.url),
      });
    } catch (error) {
      console.error(CHAT_FAILURE_LOG, error);
    } finally {
      chatButton.disabled = false;
      chatButton.removeAttribute('aria-busy');
    }
    window.open(link, '_blank', 'noopener,noreferrer');
  };

  wishlistButton?.addEventListener('click', () => requestWishlistToggle(product, 'product'));
  find('[data-purchase-share]')?.addEventListener('click', () => void share());
  if (chatButton) chatButton.addEventListener('click', () => void chat(chatButton));

  render();
  return () => {
    recordProductView(product.id);
    if (!options.refresh) return;
    getProductBySlug(product.slug, { fresh: true })
      .then((fresh) => {
        product = toPurchaseProduct(fresh);
        render();
      })
      .catch((error: unknown) => {
        // Taken out of the catalogue since the build: it can no longer be bought.
        if (toApiError(error).status === 404) {
          product = { ...product, stock_status: 'out_of_stock' };
          render();
        } else {
          console.warn('Could not refresh the price and stock', error);
        }
      });
  };
}
