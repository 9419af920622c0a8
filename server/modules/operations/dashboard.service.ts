// The back office's dashboard (decision 054): new leads per week by status, consultation bookings for the
// next two weeks by day and slot, the most viewed and most wishlisted products, and the live site. Four
// aggregate queries, each on an index, and the site's state; nothing per row.
import { sql, type SQL } from 'drizzle-orm';
import type { DashboardData } from '../../../contract/admin/operations.ts';
import { LEAD_STATUSES, type LeadStatus } from '../../../contract/admin/rules.ts';
import { CONSULTATION_SLOTS, IST_OFFSET_MINUTES, indiaToday } from '../../../contract/leads.ts';
import type { Database } from '../../db/client.ts';
import type { BuildsService } from './builds.service.ts';

const DAY_MS = 86_400_000;
export const DASHBOARD_WEEKS = 8;
export const DASHBOARD_BOOKING_DAYS = 14;
export const DASHBOARD_TOP = 5;

/** A lead's status, and whether a product is on the shop (drafts and archived products are not). */
const LEAD_STATUS: SQL = sql.raw('l.status');
const PUBLISHED: SQL = sql.raw(`p.status = 'published'`);

/** YYYY-MM-DD `days` after `day`. */
const addDays = (day: string, days: number): string =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday (India) of the week `day` lies in. */
const mondayOf = (day: string): string => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The instant a day starts in India. */
const indiaMidnight = (day: string): string =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() - IST_OFFSET_MINUTES * 60_000).toISOString();

const emptyCounts = (): Record<LeadStatus, number> =>
  Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;

export interface DashboardOptions {
  database: Database;
  builds: BuildsService;
  /** Bookings each consultation slot takes (SLOT_CAPACITY). */
  slotCapacity: number;
  /** The carts module's recovery figures (decision 207). */
  cartRecovery: () => Promise<DashboardData['cart_recovery']>;
}

export function createDashboardService({ database, builds, slotCapacity, cartRecovery }: DashboardOptions) {
  /** Leads that arrived in each of the last DASHBOARD_WEEKS weeks (Monday to Sunday, India), by status. */
  async function leadsPerWeek(today: string): Promise<DashboardData['leads_per_week']> {
    const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, index) =>
      addDays(mondayOf(today), -7 * (DASHBOARD_WEEKS - 1 - index)),
    );
    // Grouped on the week's start itself; only the handful of groups is formatted.
    const rows = await database.query<{ week_start: string; status: string; n: number }>(sql`
      SELECT to_char(week, 'YYYY-MM-DD') AS week_start, status, n
      FROM (
        SELECT date_trunc('week', (l.created_at AT TIME ZONE 'UTC') + make_interval(mins => ${IST_OFFSET_MINUTES})) AS week,
               ${LEAD_STATUS} AS status, count(*)::int AS n
        FROM leads l
        WHERE l.created_at >= ${indiaMidnight(weeks[0]!)}::timestamptz
        GROUP BY 1, 2
      ) weeks`);
    const byWeek = new Map(weeks.map((week) => [week, emptyCounts()]));
    for (const row of rows) {
      const counts = byWeek.get(row.week_start);
      if (counts && row.status in counts) counts[row.status as LeadStatus] += row.n;
    }
    return weeks.map((week) => ({ week_start: week, counts: byWeek.get(week)! }));
  }

  /** Every slot of the next DASHBOARD_BOOKING_DAYS days (today first), with its bookings. */
  async function bookings(today: string): Promise<DashboardData['bookings']> {
    const last = addDays(today, DASHBOARD_BOOKING_DAYS - 1);
    const rows = await database.query<{ date: string; time: string; booked: number }>(sql`
      SELECT slot_date::text AS date, slot_time AS time, booked FROM consultation_slots
      WHERE slot_date BETWEEN ${today}::date AND ${last}::date`);
    const booked = new Map(rows.map((row) => [`${row.date} ${row.time}`, row.booked]));
    return Array.from({ length: DASHBOARD_BOOKING_DAYS }, (_, index) => addDays(today, index)).flatMap(
      (date) =>
        CONSULTATION_SLOTS.map((slot) => ({
          date,
          time: slot.value,
          booked: booked.get(`${date} ${slot.value}`) ?? 0,
          capacity: slotCapacity,
        })),
    );
  }

  /** The most viewed products on the shop, read down the views index. */
  async function mostViewed(): Promise<DashboardData['most_viewed']> {
    return database.query<DashboardData['most_viewed'][number]>(sql`
      SELECT p.id, p.name, p.slug, v.view_count::float8 AS views
      FROM product_views v JOIN products p ON p.id = v.product_id
      WHERE ${PUBLISHED} AND v.view_count > 0
      ORDER BY v.view_count DESC NULLS LAST, v.product_id -- the index's own order (NULLS LAST), so no sort
      LIMIT ${DASHBOARD_TOP}`);
  }

  /**
   * The products on the shop saved to the most wishlists, counted from the wishlist's product index.
   * The counts come sorted, so products are looked up one by one from the top until five are on the
   * shop, instead of joining every wishlisted product.
   */
  async function mostWishlisted(): Promise<DashboardData['most_wishlisted']> {
    return database.query<DashboardData['most_wishlisted'][number]>(sql`
      SELECT p.id, p.name, p.slug, w.n AS wishlists
      FROM (SELECT product_id, count(*)::int AS n FROM wishlist_items GROUP BY product_id ORDER BY n DESC, product_id) w
      JOIN products p ON p.id = w.product_id
      WHERE ${PUBLISHED}
      ORDER BY w.n DESC, p.name, p.id
      LIMIT ${DASHBOARD_TOP}`);
  }

  /** Stages due and unpaid, by their age in days since they fell due (India's date). */
  async function receivables(today: string): Promise<DashboardData['receivables']> {
    const [row] = await database.query<Record<'a' | 'b' | 'c' | 'na' | 'nb' | 'nc', number>>(sql`
      SELECT coalesce(sum(amount_paise) FILTER (WHERE age <= 30), 0)::bigint AS a,
             coalesce(sum(amount_paise) FILTER (WHERE age BETWEEN 31 AND 60), 0)::bigint AS b,
             coalesce(sum(amount_paise) FILTER (WHERE age > 60), 0)::bigint AS c,
             count(*) FILTER (WHERE age <= 30)::int AS na,
             count(*) FILTER (WHERE age BETWEEN 31 AND 60)::int AS nb,
             count(*) FILTER (WHERE age > 60)::int AS nc
      FROM (SELECT amount_paise, ${today}::date - due_on AS age FROM project_stages WHERE status = 'due') due`);
    const buckets = [
      { label: '0–30 days', stages: Number(row!.na), amount_paise: Number(row!.a) },
      { label: '31–60 days', stages: Number(row!.nb), amount_paise: Number(row!.b) },
      { label: 'Over 60 days', stages: Number(row!.nc), amount_paise: Number(row!.c) },
    ];
    return { buckets, total_paise: buckets.reduce((sum, bucket) => sum + bucket.amount_paise, 0) };
  }

  return {
    async read(now: Date = new Date()): Promise<DashboardData> {
      const today = indiaToday(now);
      return {
        leads_per_week: await leadsPerWeek(today),
        bookings: await bookings(today),
        most_viewed: await mostViewed(),
        most_wishlisted: await mostWishlisted(),
        build: await builds.state(),
        receivables: await receivables(today),
        cart_recovery: await cartRecovery(),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
