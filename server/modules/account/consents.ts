// The consent record (decision 207): what a customer agreed to be sent, per channel and purpose, kept
// as an append-only list of their choices. The latest choice is the state; no choice means not agreed.
// Every message that is not strictly transactional asks `hasConsent` first.
import { sql } from 'drizzle-orm';
import {
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentSource,
  type ConsentState,
} from '../../../contract/consents.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import type { consents } from '../../db/schema.ts';
import { iso } from '../../lib/dates.ts';

type ConsentRow = Pick<
  typeof consents.$inferSelect,
  'channel' | 'purpose' | 'granted' | 'source' | 'recorded_at'
>;

export interface ConsentChoice {
  customerId: string;
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  granted: boolean;
  source: ConsentSource;
}

const toState = (row: ConsentRow): ConsentState => ({
  channel: row.channel as ConsentChannel,
  purpose: row.purpose as ConsentPurpose,
  granted: row.granted,
  recorded_at: iso(row.recorded_at),
  source: row.source as ConsentSource,
});

/** Appends a choice, inside the caller's transaction when it has one; answers the new state. */
export async function recordConsent(executor: Executor, choice: ConsentChoice): Promise<ConsentState> {
  const [row] = await rowsOf<ConsentRow>(
    executor,
    sql`INSERT INTO consents (customer_id, channel, purpose, granted, source)
        VALUES (${choice.customerId}, ${choice.channel}, ${choice.purpose}, ${choice.granted}, ${choice.source})
        RETURNING channel, purpose, granted, source, recorded_at`,
  );
  return toState(row!);
}

/** The latest choice for one channel and purpose: on consents_current_idx, one index row. */
const latest = (customerId: string, channel: ConsentChannel, purpose: ConsentPurpose) => sql`
  SELECT channel, purpose, granted, source, recorded_at FROM consents
  WHERE customer_id = ${customerId} AND channel = ${channel} AND purpose = ${purpose}
  ORDER BY recorded_at DESC, id DESC LIMIT 1`;

/** Whether the customer's latest choice for this channel and purpose is a yes. */
export async function hasConsent(
  executor: Executor,
  customerId: string,
  channel: ConsentChannel,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const [row] = await rowsOf<ConsentRow>(executor, latest(customerId, channel, purpose));
  return row?.granted ?? false;
}

/** Every channel and purpose with its current state, the never-asked ones as not agreed. */
export async function currentConsents(executor: Executor, customerId: string): Promise<ConsentState[]> {
  const rows = await rowsOf<ConsentRow>(
    executor,
    sql`SELECT DISTINCT ON (channel, purpose) channel, purpose, granted, source, recorded_at
        FROM consents WHERE customer_id = ${customerId}
        ORDER BY channel, purpose, recorded_at DESC, id DESC`,
  );
  const known = new Map(rows.map((row) => [`${row.channel}:${row.purpose}`, toState(row)]));
  return CONSENT_CHANNELS.flatMap((channel) =>
    CONSENT_PURPOSES.map(
      (purpose) =>
        known.get(`${channel}:${purpose}`) ?? {
          channel,
          purpose,
          granted: false,
          recorded_at: null,
          source: null,
        },
    ),
  );
}

/** Every choice the customer made, oldest first: their data export carries the whole record. */
export async function consentHistory(executor: Executor, customerId: string): Promise<ConsentState[]> {
  const rows = await rowsOf<ConsentRow>(
    executor,
    sql`SELECT channel, purpose, granted, source, recorded_at FROM consents
        WHERE customer_id = ${customerId} ORDER BY recorded_at, id`,
  );
  return rows.map(toState);
}
