// Merges the device's recently viewed list with the signed-in customer's account (decision 205): the
// device sends its list, the API keeps the newest view of each product and answers the merged list,
// which becomes the device's. It reads the stored sign-in by the keys the header names, without the
// sign-in code; a token about to expire skips the merge until a later page.
import type { RecentlyViewedData } from '@contract/recently-viewed.ts';
import { bearer, request } from '../../lib/api.ts';
import { readStoredJson } from '../../lib/stored-json.ts';
import { readViews, type RecentView } from './recently-viewed-list.ts';
import { storeViews } from './recently-viewed-storage.ts';

/** Access tokens count as expired 60 s before they do. */
const TOKEN_LEEWAY_SECONDS = 60;

function freshToken(): string | null {
  const keys = document.querySelector<HTMLElement>('[data-site-header]')?.dataset ?? {};
  const token = keys.tokenKey ? localStorage.getItem(keys.tokenKey) : null;
  const expiresAt = readStoredJson<{ expires_at?: number }>(keys.oidcUserKey)?.expires_at ?? 0;
  return token && expiresAt - TOKEN_LEEWAY_SECONDS > Date.now() / 1000 ? token : null;
}

export async function syncWithAccount(views: RecentView[]): Promise<RecentView[]> {
  const token = freshToken();
  if (!token) return views;
  const { data } = await request<RecentlyViewedData>('put', '/account/recently-viewed', {
    json: { items: views },
    headers: bearer(token),
  });
  // Read like the stored list: the answer is the API's, checked no further in the browser.
  const merged = readViews(JSON.stringify(data.items));
  storeViews(merged);
  return merged;
}
