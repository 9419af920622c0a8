// Limits on what customers and visitors write: per customer and per client IP, counted in the shared
// rate_limits table (rate-limits.ts). The attempt is taken before the work in one statement per key, so
// a burst sent in parallel is cut at exactly the limit, on one replica or many. Over a limit the request
// is refused with 429, a message that says how long to wait, and Retry-After in seconds.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Config } from '../env.ts';
import { AppError } from '../errors.ts';
import type { LimitRule, RateLimits } from './rate-limits.ts';

export interface Budget {
  max: number;
  windowSeconds: number;
}

/** What a signed-in customer writes, each with its own budget per customer. */
export type AccountWrite = 'project-create' | 'project-update' | 'review' | 'wishlist' | 'profile';

export interface WriteLimitSettings {
  perCustomer: Record<AccountWrite, Budget>;
  /** Every account write together, per client IP. */
  accountWritesPerIp: Budget;
  stockAlertsPerIp: Budget;
  stockAlertsPerEmail: Budget;
  viewsPerIp: Budget;
  /** Consultation and contact submissions, per client IP and route. */
  leadsPerIp: Budget;
  ordersPerIp: Budget;
  /** Unknown coupon codes tried, per client IP. */
  couponMissesPerIp: Budget;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type LimitConfig = Pick<
  Config,
  | 'PROJECTS_PER_CUSTOMER_PER_DAY'
  | 'PROJECT_UPDATES_PER_CUSTOMER_PER_HOUR'
  | 'REVIEWS_PER_CUSTOMER_PER_DAY'
  | 'WISHLIST_CHANGES_PER_CUSTOMER_PER_MINUTE'
  | 'PROFILE_UPDATES_PER_CUSTOMER_PER_HOUR'
  | 'ACCOUNT_WRITES_PER_IP_PER_MINUTE'
  | 'STOCK_ALERTS_PER_IP_PER_HOUR'
  | 'STOCK_ALERTS_PER_EMAIL_PER_DAY'
  | 'PRODUCT_VIEWS_PER_IP_PER_MINUTE'
  | 'LEADS_RATE_LIMIT_PER_MINUTE'
  | 'ORDERS_RATE_LIMIT_PER_MINUTE'
  | 'COUPON_MISSES_PER_IP_PER_HOUR'
>;

export const writeLimitSettings = (config: LimitConfig): WriteLimitSettings => ({
  perCustomer: {
    'project-create': { max: config.PROJECTS_PER_CUSTOMER_PER_DAY, windowSeconds: DAY },
    'project-update': { max: config.PROJECT_UPDATES_PER_CUSTOMER_PER_HOUR, windowSeconds: HOUR },
    review: { max: config.REVIEWS_PER_CUSTOMER_PER_DAY, windowSeconds: DAY },
    wishlist: { max: config.WISHLIST_CHANGES_PER_CUSTOMER_PER_MINUTE, windowSeconds: MINUTE },
    profile: { max: config.PROFILE_UPDATES_PER_CUSTOMER_PER_HOUR, windowSeconds: HOUR },
  },
  accountWritesPerIp: { max: config.ACCOUNT_WRITES_PER_IP_PER_MINUTE, windowSeconds: MINUTE },
  stockAlertsPerIp: { max: config.STOCK_ALERTS_PER_IP_PER_HOUR, windowSeconds: HOUR },
  stockAlertsPerEmail: { max: config.STOCK_ALERTS_PER_EMAIL_PER_DAY, windowSeconds: DAY },
  viewsPerIp: { max: config.PRODUCT_VIEWS_PER_IP_PER_MINUTE, windowSeconds: MINUTE },
  leadsPerIp: { max: config.LEADS_RATE_LIMIT_PER_MINUTE, windowSeconds: MINUTE },
  ordersPerIp: { max: config.ORDERS_RATE_LIMIT_PER_MINUTE, windowSeconds: MINUTE },
  couponMissesPerIp: { max: config.COUPON_MISSES_PER_IP_PER_HOUR, windowSeconds: HOUR },
});

/** "1 minute", "25 minutes", "3 hours": how long to wait, rounded up, as people say it. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / MINUTE));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / HOUR)} hours`;
}

const ACCOUNT_WHAT: Record<AccountWrite, string> = {
  'project-create': 'new projects from your account',
  'project-update': 'project changes from your account',
  review: 'reviews from your account',
  wishlist: 'wishlist changes from your account',
  profile: 'profile changes from your account',
};

/** Keys hold no address in the clear: an e-mail address is named by a hash of it. */
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/** A budget under a key, and what the refusal says is too many when it runs out. */
type WriteRule = LimitRule & { what: string };
const rule = (key: string, budget: Budget, what: string): WriteRule => ({ key, ...budget, what });

export function createWriteLimits(limits: RateLimits, settings: WriteLimitSettings) {
  /** Takes one attempt from every rule, or refuses with 429 and Retry-After (the attempt then costs nothing). */
  const enforce = async (reply: FastifyReply, rules: WriteRule[]) => {
    const outcome = await limits.take(rules);
    if (outcome.allowed) return;
    const what = rules.find((r) => r.key === outcome.refusedKey)?.what ?? rules[0]!.what;
    reply.header('retry-after', String(outcome.retryAfterSeconds));
    throw new AppError(
      'rate_limited',
      `Too many ${what}. Please wait ${waitText(outcome.retryAfterSeconds)} and try again.`,
    );
  };

  return {
    settings,

    /** A signed-in customer's write: their own budget for the kind of write, and their connection's. */
    account(reply: FastifyReply, write: AccountWrite, customerId: string, ip: string) {
      return enforce(reply, [
        rule(`write:${write}:customer:${customerId}`, settings.perCustomer[write], ACCOUNT_WHAT[write]),
        rule(`write:account:ip:${ip}`, settings.accountWritesPerIp, 'changes from your connection'),
      ]);
    },

    /** A back-in-stock request: per connection, and confirmation e-mails per address. */
    stockAlert(reply: FastifyReply, ip: string, email: string) {
      const what = 'back-in-stock requests';
      return enforce(reply, [
        rule(`write:stock-alert:ip:${ip}`, settings.stockAlertsPerIp, what),
        rule(
          `write:stock-alert:email:${hashed(email.trim().toLowerCase())}`,
          settings.stockAlertsPerEmail,
          what,
        ),
      ]);
    },

    /** A product view, per connection. */
    view(reply: FastifyReply, ip: string) {
      return enforce(reply, [
        rule(`write:view:ip:${ip}`, settings.viewsPerIp, 'product views from your connection'),
      ]);
    },

    /**
     * Coupon codes tried, per connection (decision 202). The attempt is taken first, so a burst of guesses
     * in parallel stops at the budget; the caller gives it back (`known`) when every code existed, so a
     * shopper re-pricing a cart with a real code never runs out.
     */
    async couponTry(reply: FastifyReply, ip: string): Promise<{ known(): Promise<void> }> {
      const key = `write:coupon-miss:ip:${ip}`;
      await enforce(reply, [
        rule(key, settings.couponMissesPerIp, 'coupon codes tried from your connection'),
      ]);
      return { known: () => limits.giveBack([key]) };
    },

    /** An order placed, per connection. */
    order(reply: FastifyReply, ip: string) {
      return enforce(reply, [
        rule(`write:order:ip:${ip}`, settings.ordersPerIp, 'orders from your connection'),
      ]);
    },

    /** A consultation or contact submission, per connection and route. */
    lead(reply: FastifyReply, route: string, ip: string) {
      return enforce(reply, [
        rule(`write:lead:${route}:ip:${ip}`, settings.leadsPerIp, 'submissions from your connection'),
      ]);
    },
  };
}

export type WriteLimits = ReturnType<typeof createWriteLimits>;
