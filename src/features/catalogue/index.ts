// The catalogue (docs/catalogue.md): the products listing, the categories, the category pages and the
// product card that every grid of products uses.
export { installCardActions } from './product-card.script.ts';
