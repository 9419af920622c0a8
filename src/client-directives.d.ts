// The site's own client directive (astro.config.mjs registers it), for type checking in .astro files.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate when the visitor is about to use the island (src/lib/hydrate-on-intent.ts); "url": also
     * at once when the address carries a query string.
     */
    'client:intent'?: boolean | 'url';
  }
}
