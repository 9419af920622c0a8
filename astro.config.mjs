// @ts-check
// The storefront is fully static: pages are rendered from the API at build time and served as files
// (see scripts/site/site-server.ts and scripts/site/rebuilder.ts). Interactive parts hydrate as React islands.
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { contentSecurityPolicy } from './src/integrations/content-security-policy.ts';
import { incompletePages } from './src/lib/incomplete-pages.ts';
import { parsePublicEnv } from './src/lib/config/env-schema.ts';

// Validate before anything renders, so a typo in .env stops the build with the variable's name.
// The process environment wins over .env files, as it does for Vite itself. The .env files are read
// from the project folder, not the working folder: the rebuilder runs each build in a folder of its own.
const env = parsePublicEnv({
  ...loadEnv(
    process.env.NODE_ENV === 'production' ? 'production' : 'development',
    fileURLToPath(new URL('.', import.meta.url)),
    'PUBLIC_',
  ),
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('PUBLIC_'))),
});

// Incremental builds (decision 100): the rebuilder keeps one cache folder across its builds (each
// build goes into a new folder) and names it here; pages whose cacheKey and code are unchanged are
// restored from it instead of rendered. A plain `astro build` without it is a full build.
const incrementalCache = process.env.SITE_BUILD_CACHE_DIR || undefined;

export default defineConfig({
  site: env.PUBLIC_SITE_URL,
  output: 'static',
  ...(incrementalCache ? { cacheDir: incrementalCache } : {}),
  experimental: { incrementalBuild: Boolean(incrementalCache) },
  build: {
    // Pages rendered at once: a product page waits on its data from the API, so a few at a time keep
    // both cores busy while their requests are under way.
    concurrency: 4,
  },
  integrations: [
    react(),
    {
      // `client:intent` (src/lib/hydrate-on-intent.ts, decision 101): islands that hydrate when the
      // visitor is about to use them.
      name: 'hydrate-on-intent',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({
            name: 'intent',
            entrypoint: fileURLToPath(new URL('./src/lib/hydrate-on-intent.ts', import.meta.url)),
          }),
      },
    },
    contentSecurityPolicy({
      apiOrigin: new URL(env.PUBLIC_API_URL).origin,
      // The embedded provider lives on the API's origin (/oidc) unless an external issuer is configured.
      issuerOrigin: new URL(env.PUBLIC_OIDC_ISSUER ?? env.PUBLIC_API_URL).origin,
      paymentOrigins: env.PUBLIC_PAYMENT_ORIGINS,
      incompletePages,
    }),
  ],
  vite: {
    // An incremental build may write into an earlier build's folder, whose unchanged pages stay in
    // place (decision 131); the rebuilder has taken out of it what must not stay.
    ...(incrementalCache ? { build: { emptyOutDir: false } } : {}),
    plugins: [tailwindcss()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The page shell's script (BaseLayout.astro) and what it shares with other scripts and
                // islands: the product cards' script and the chat button, each captured with every
                // module it imports (the cart, the toasts, the wishlist hearts). Left to automatic
                // splitting they are a dozen small files, two and three imports deep, and a phone
                // fetches each level in turn before the page's first paint; together they are one
                // file, one level deep (decision 135). The size budget fails a content, listing or
                // form page whose scripts go deeper, so a renamed module here does not go unnoticed.
                groups: [
                  {
                    // The page shell's own script with the loader every page script uses (page-scripts.ts)
                    // and the bundler's helper for import(): one file that imports nothing, fetched with
                    // the stylesheet, and already there when a page's other scripts ask for the loader.
                    name: 'layout',
                    priority: 2,
                    test: /src[\\/]layouts[\\/]BaseLayout\.astro\?astro&type=script|src[\\/]lib[\\/]page-scripts\.ts$|vite[\\/]preload-helper/,
                  },
                  {
                    name: 'shell',
                    test: /src[\\/]features[\\/](catalogue[\\/]product-card|leads[\\/]chat-button)\.script\.ts$/,
                  },
                ],
              },
            },
          },
        },
      },
    },
    // The validated settings for browser bundles (src/lib/env.ts), so that no schema ships for them.
    define: { __AANGAN_PUBLIC_ENV__: JSON.stringify(env) },
  },
});
