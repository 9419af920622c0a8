// The demo's serviceable pincodes (decision 120): Hyderabad and Secunderabad, where the shop is, with
// free installation and cash on delivery; and six metros, farther away, with paid installation and cash
// on delivery in some. Idempotent: a range already there (matched by its pincodes) is left as staff
// keep it, so running it again adds nothing and undoes no edit.
import { sql } from 'drizzle-orm';
import type { InstallationKind } from '../../../contract/delivery.ts';
import type { Database } from '../client.ts';

export interface SeedDeliveryRange {
  from: number;
  to: number;
  zone: string;
  days: [number, number];
  installation: InstallationKind;
  /** Whole rupees; only for paid installation. */
  price: number | null;
  cod: boolean;
}

export const DEMO_DELIVERY_RANGES: readonly SeedDeliveryRange[] = [
  { from: 500001, to: 500099, zone: 'Hyderabad', days: [3, 5], installation: 'free', price: null, cod: true },
  {
    from: 400001,
    to: 400104,
    zone: 'Mumbai metro',
    days: [6, 9],
    installation: 'paid',
    price: 799,
    cod: true,
  },
  {
    from: 110001,
    to: 110096,
    zone: 'Delhi NCR',
    days: [7, 10],
    installation: 'paid',
    price: 999,
    cod: false,
  },
  { from: 560001, to: 560103, zone: 'Bengaluru', days: [5, 7], installation: 'paid', price: 599, cod: true },
  { from: 600001, to: 600119, zone: 'Chennai', days: [5, 8], installation: 'paid', price: 699, cod: false },
  { from: 411001, to: 411062, zone: 'Pune', days: [6, 8], installation: 'paid', price: 499, cod: true },
  { from: 700001, to: 700104, zone: 'Kolkata', days: [8, 12], installation: 'paid', price: 899, cod: false },
];

/** Adds the demo ranges that are not there yet; returns how many it added. */
export async function seedDeliveryRanges(
  database: Database,
  ranges: readonly SeedDeliveryRange[] = DEMO_DELIVERY_RANGES,
): Promise<number> {
  let added = 0;
  for (const range of ranges) {
    const rows = await database.query<{ id: string }>(sql`
      INSERT INTO delivery_pincodes (pincode_from, pincode_to, zone, delivery_days_min, delivery_days_max,
                                     installation, installation_price, cod_allowed)
      VALUES (${range.from}, ${range.to}, ${range.zone}, ${range.days[0]}, ${range.days[1]},
              ${range.installation}, ${range.price}, ${range.cod})
      ON CONFLICT (pincode_from, pincode_to) DO NOTHING
      RETURNING id`);
    added += rows.length;
  }
  return added;
}

/** Whether no range is served yet: a first start seeds the demo's only then. */
export async function deliveryIsEmpty(database: Database): Promise<boolean> {
  const rows = await database.query(sql`SELECT 1 FROM delivery_pincodes LIMIT 1`);
  return rows.length === 0;
}
