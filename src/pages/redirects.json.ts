// /redirects.json: every old address of a renamed product or category with its new address, read from
// the API when the site is built. The bundled site server answers those addresses with a 301 from it;
// the pages at the old addresses do the same job anywhere else (a CDN, plain file hosting).
import type { APIRoute } from 'astro';
import { loadRedirects, redirectMap } from '../features/catalogue/index.ts';
import { requireBuildData } from '../lib/build-data.ts';

export const GET: APIRoute = async () => {
  const redirects = await requireBuildData('the list of moved pages', () => loadRedirects());
  return new Response(JSON.stringify(redirectMap(redirects)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
