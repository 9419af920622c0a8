// An order's delivery and installation days on the shared API client (decision 200): the days offered
// for one purpose, booking one, moving it. Opened like the order: with its link's token or its customer's
// sign-in.
import type { OrderSlotPurpose } from '@contract/slot-rules.ts';
import type { OrderSlots, SlotBooking } from '@contract/slots.ts';
import { api, bearer, type ApiClient } from '../../lib/api.ts';
import type { OrderKey } from './orders-api.ts';

const slotsPath = (id: string) => `/orders/${encodeURIComponent(id)}/slots`;

const keyed = (key: OrderKey, query: Record<string, string> = {}) =>
  'token' in key
    ? { searchParams: { ...query, token: key.token } }
    : { headers: bearer(key.bearer), searchParams: query };

export function createSlotsApi(client: ApiClient = api) {
  return {
    async view(id: string, purpose: OrderSlotPurpose, key: OrderKey): Promise<OrderSlots> {
      return (await client.request<OrderSlots>('get', slotsPath(id), keyed(key, { purpose }))).data;
    },

    /** Books `date` for `purpose`; moves the booked day instead when `move`. */
    async pick(
      id: string,
      pick: { purpose: OrderSlotPurpose; date: string },
      key: OrderKey,
      move: boolean,
    ): Promise<SlotBooking> {
      const answer = await client.request<{ booking: SlotBooking }>(move ? 'put' : 'post', slotsPath(id), {
        ...keyed(key),
        json: pick,
      });
      return answer.data.booking;
    },
  };
}

export const slotsApi = createSlotsApi();
