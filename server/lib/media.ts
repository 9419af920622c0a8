// Media URLs. The database stores the API's own files as paths (/media/products/…), so that the same
// rows serve whatever origin the API is published at; an absolute URL (a CDN, another host) is kept.

/** `path` as a URL a browser can load: a relative path is served from `origin`. Empty means none. */
export function mediaUrl(origin: string, path: string | null): string | null {
  if (!path) return null;
  return path.startsWith('/') ? `${origin}${path}` : path;
}
