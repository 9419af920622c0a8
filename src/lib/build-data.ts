// Pages read the catalogue while the site is being built. If a read fails the build must fail too:
// a page rendered without its data would publish an empty shop over the last good one.
import { toApiError } from './api.ts';
import { env } from './env.ts';

export async function requireBuildData<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const reason = toApiError(error).describe();
    throw new Error(
      `Cannot build ${what} without catalogue data.\n  ${reason}\n` +
        `  The site is built from the API at ${env.PUBLIC_API_URL}: start it (npm start does) or set PUBLIC_API_URL to a running one.`,
      { cause: error },
    );
  }
}

/**
 * A page's `cacheKey` from exactly the data it renders (decision 100): equal data, equal key. SHA-256
 * of the data's JSON, through Web Crypto so that the module needs no Node import.
 */
export async function dataDigest(data: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(data));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
