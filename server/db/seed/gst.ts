// The HSN code and GST rate of each demo subcategory (decision 122), in force since 22 September 2025.
// Staff change a product's own code and rate in the back office; these only start the demo.

export interface GoodsTax {
  hsn: string;
  /** Basis points: 1800 is 18 %. */
  rateBp: number;
}

/** Furniture of chapter 94 stays at 18 %; carpets, ceramics and art moved to 5 %. */
export const GST_BY_SUBCATEGORY: Readonly<Record<string, GoodsTax>> = {
  sofas: { hsn: '9401', rateBp: 1800 },
  recliners: { hsn: '9401', rateBp: 1800 },
  'accent-chairs': { hsn: '9401', rateBp: 1800 },
  'dining-chairs': { hsn: '9401', rateBp: 1800 },
  'office-chairs': { hsn: '9401', rateBp: 1800 },
  'outdoor-seating': { hsn: '9401', rateBp: 1800 },
  swings: { hsn: '9401', rateBp: 1800 },
  'coffee-tables': { hsn: '9403', rateBp: 1800 },
  'tv-units': { hsn: '9403', rateBp: 1800 },
  beds: { hsn: '9403', rateBp: 1800 },
  wardrobes: { hsn: '9403', rateBp: 1800 },
  'bedside-tables': { hsn: '9403', rateBp: 1800 },
  'modular-kitchens': { hsn: '9403', rateBp: 1800 },
  'kitchen-storage': { hsn: '9403', rateBp: 1800 },
  'dining-sets': { hsn: '9403', rateBp: 1800 },
  'crockery-units': { hsn: '9403', rateBp: 1800 },
  'study-tables': { hsn: '9403', rateBp: 1800 },
  bookshelves: { hsn: '9403', rateBp: 1800 },
  'pendant-lights': { hsn: '9405', rateBp: 1800 },
  'floor-lamps': { hsn: '9405', rateBp: 1800 },
  'table-lamps': { hsn: '9405', rateBp: 1800 },
  mirrors: { hsn: '7009', rateBp: 1800 },
  cushions: { hsn: '9404', rateBp: 1800 },
  rugs: { hsn: '5703', rateBp: 500 },
  vases: { hsn: '6913', rateBp: 500 },
  planters: { hsn: '6914', rateBp: 500 },
  'wall-art': { hsn: '9701', rateBp: 500 },
};

export const DEFAULT_GOODS_TAX: GoodsTax = { hsn: '9403', rateBp: 1800 };

export const goodsTaxOf = (subcategorySlug: string): GoodsTax =>
  GST_BY_SUBCATEGORY[subcategorySlug] ?? DEFAULT_GOODS_TAX;

/**
 * Units on hand for a demo product: a few of each piece in stock, none of one sold out, and no count
 * for pieces made to order.
 */
export const demoStockQuantity = (stockStatus: string, index: number): number | null =>
  stockStatus === 'in_stock' ? 6 + (index % 15) : stockStatus === 'out_of_stock' ? 0 : null;
