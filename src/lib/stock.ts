// Stock states (docs/catalogue.md): only 'in_stock' can be bought, 'out_of_stock' says so, and any
// other value an API sends (the reference API uses 'on_order') reads as On Order.

export type StockState = 'in_stock' | 'out_of_stock' | 'on_order';

export function stockState(status: string | null | undefined): StockState {
  if (status === 'in_stock') return 'in_stock';
  if (status === 'out_of_stock') return 'out_of_stock';
  return 'on_order';
}

export const canAddToCart = (status: string | null | undefined): boolean => stockState(status) === 'in_stock';

/** The badge a product shows, or null when it is in stock. */
export function stockBadge(status: string | null | undefined): 'Out of Stock' | 'On Order' | null {
  switch (stockState(status)) {
    case 'in_stock':
      return null;
    case 'out_of_stock':
      return 'Out of Stock';
    case 'on_order':
      return 'On Order';
  }
}
