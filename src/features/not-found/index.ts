// The 404 page (docs/site.md): 'Page Not Found', and the lookup of a product or category published
// after the last build, drawn with the product and catalogue features' own components. The 404 page
// renders NotFound.astro from its own file.
export { MARK_LOOKUP_SCRIPT } from './lookup.ts';
