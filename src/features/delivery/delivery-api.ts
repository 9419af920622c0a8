// GET /delivery/pincodes/{pincode}: whether the shop delivers there, by when and on what terms, on the
// site's API client (decision 029).
import type { PincodeAnswer } from '@contract/delivery.ts';
import { request } from '../../lib/api.ts';

/** A shopper waits for the answer beside the field: it is given up sooner than the client's default. */
const TIMEOUT_MS = 10_000;

export async function checkPincode(pincode: string): Promise<PincodeAnswer> {
  return (
    await request<PincodeAnswer>('get', `/delivery/pincodes/${encodeURIComponent(pincode)}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  ).data;
}
