// What a product image shows when the product has none or its image cannot be loaded (the product
// cards, the gallery, the cart and the wishlist): docs/catalogue.md.

export const PLACEHOLDER_IMAGE = '/images/placeholder-product.jpg';
