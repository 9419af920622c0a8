// GET /delivery/pincodes/{pincode}: whether the shop delivers there, by when and on what terms. A plain
// fetch rather than the site's API client: the cart, which calls nothing else, then loads no client.
import type { PincodeAnswer } from '../../../contract/delivery.ts';
import { env } from '../../lib/env.ts';

const TIMEOUT_MS = 10_000;

export async function checkPincode(pincode: string): Promise<PincodeAnswer> {
  const response = await fetch(`${env.PUBLIC_API_URL}/delivery/pincodes/${encodeURIComponent(pincode)}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The pincode check answered ${response.status}`);
  return ((await response.json()) as { data: PincodeAnswer }).data;
}
