// The protective headers of every response from the API's origin (decision 032). Fastify's answers
// get them in an onSend hook; the OpenID provider writes its answers on the raw response itself, so
// that response is given the same headers just before its head is written.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** JSON and anything else that is not a page: nothing may load, nothing may frame it. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Files under /media (images, avatars) are shown, never run: even an SVG or HTML file is inert there. */
export const MEDIA_POLICY = "default-src 'none'; sandbox";

/** A year: the usual HSTS lifetime. Subdomains are the site's and the CDN's to decide (README). */
export const HSTS = 'max-age=31536000';

/**
 * Swagger UI draws its logo with an inline SVG `<style>` element: the hashes of those stylesheets, read
 * from the installed bundle so that an update brings its own (none when the bundle has no such element).
 */
function swaggerUiStyleHashes(): string[] {
  try {
    const root = dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json'));
    const preset = readFileSync(join(root, 'static', 'swagger-ui-standalone-preset.js'), 'utf8');
    return [...preset.matchAll(/createElement\("style",null,"([^"\\]*)"\)/g)].map(
      ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
    );
  } catch {
    return [];
  }
}

/**
 * Swagger UI at /api/docs: its own scripts, styles and images from this origin (plus the logo's inline
 * stylesheet, by hash), the document and "Try it out" calls to this origin and the public API origin;
 * no other inline code, never framed.
 */
export function docsPolicy(publicApiOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    ["style-src 'self'", ...swaggerUiStyleHashes()].join(' '),
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${publicApiOrigin}`,
    "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

export interface SecurityHeaders {
  /** Headers every response carries (nosniff, the referrer policy, HSTS on an HTTPS origin). */
  common: Record<string, string>;
  /** The Content-Security-Policy for a path, unless the route set one of its own. */
  policyFor(path: string): string;
}

export function securityHeaders(options: { publicApiOrigin: string; docsPrefix: string }): SecurityHeaders {
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
  if (options.publicApiOrigin.startsWith('https:')) common['strict-transport-security'] = HSTS;
  const docs = docsPolicy(options.publicApiOrigin);
  return {
    common,
    policyFor(path) {
      if (path.startsWith('/media/')) return MEDIA_POLICY;
      if (path === options.docsPrefix || path.startsWith(`${options.docsPrefix}/`)) return docs;
      return API_POLICY;
    },
  };
}

const isHtml = (type: unknown) => /^\s*text\/html\b/i.test(String(type ?? ''));

/**
 * Gives a raw response the headers before its head is written, whoever writes it (the provider sets
 * its headers and status as it goes, and may reset them on an error): the common headers, and for a
 * page without a policy of its own `htmlPolicy`, for anything else the API's policy.
 */
export function secureRawResponse(response: ServerResponse, headers: SecurityHeaders, htmlPolicy: string) {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!this.headersSent) {
      for (const [name, value] of Object.entries(headers.common))
        if (!this.hasHeader(name)) this.setHeader(name, value);
      // A content type passed to writeHead itself wins over one set before.
      const given = args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg)) as
        Record<string, unknown> | undefined;
      const type =
        Object.entries(given ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ??
        this.getHeader('content-type');
      if (!this.hasHeader('content-security-policy'))
        this.setHeader('content-security-policy', isHtml(type) ? htmlPolicy : API_POLICY);
    }
    return writeHead.apply(this, args) as ServerResponse;
  } as ServerResponse['writeHead'];
}
