// /robots.txt: crawl everything but the per-visitor pages, and find the pages through the sitemap.
import type { APIRoute } from 'astro';
import { env } from '../lib/env.ts';
import { robotsTxt } from './_seo.ts';

export const GET: APIRoute = () =>
  new Response(robotsTxt(new URL('/sitemap.xml', env.PUBLIC_SITE_URL).href), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
