// The site's configuration. Everything here is public (see env-schema.ts); browser bundles get the
// values the build validated, without the schema.
import { parsePublicEnv, type PublicEnv } from './config/env-schema.ts';

export type { PublicEnv };

/** The settings astro.config.mjs validated, as a literal in browser bundles (Vite `define`). */
declare const __AANGAN_PUBLIC_ENV__: PublicEnv;

/**
 * In browser bundles Vite replaces `import.meta.env` with a literal whose SSR is false, so this is a
 * constant there and the schema (env-schema.ts) is left out of the bundle: the browser gets the settings the
 * build already validated. Everywhere else (the build, Vitest, plain-Node scripts) they are validated
 * here: under Vite from import.meta.env, in scripts (no import.meta.env) from the process environment.
 */
const IN_BROWSER_BUNDLE = typeof import.meta.env !== 'undefined' && import.meta.env.SSR === false;

export const env: PublicEnv = IN_BROWSER_BUNDLE
  ? __AANGAN_PUBLIC_ENV__
  : parsePublicEnv(import.meta.env ?? process.env);
