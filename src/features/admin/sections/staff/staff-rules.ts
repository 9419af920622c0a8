// The words of the server's refusal to demote or remove the shop's last owner (409).
import { ApiError } from '../../../../lib/api.ts';

export const LAST_OWNER_FALLBACK =
  'The shop must keep at least one owner: make someone else an owner first, then change this member.';

/** What a 409 from the staff calls reads: the server's own words when it gave any, else the rule. */
export function lastOwnerMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const words = error.message.trim();
  return words && words !== 'An error occurred' ? `${words} ${LAST_OWNER_FALLBACK}` : LAST_OWNER_FALLBACK;
}
