// EMI plans (decision 203): the shop's active plans, and the back office's list, additions, changes and
// removals. Every write is audited in its own transaction; the table's trigger bumps the catalogue
// version, so the site is built again with the new figures.
import { sql, type SQL } from 'drizzle-orm';
import {
  NO_COST_RATE_MESSAGE,
  type AdminEmiPlan,
  type EmiPlan,
  type EmiPlanInput,
  type EmiPlanPatch,
} from '../../../contract/emi.ts';
import { EMI_PLANS_MAX } from '../../../contract/emi-rules.ts';
import { isUuid } from '../../../contract/ids.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import type { emiPlans } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { fieldError, fieldUnprocessable } from '../../lib/db-errors.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';

export const EMI_PLAN_NOT_FOUND = 'EMI plan not found';
export const EMI_PLANS_FULL = `A shop may keep at most ${EMI_PLANS_MAX} EMI plans: remove one first`;

type PlanRow = typeof emiPlans.$inferSelect;

const COLUMNS = sql`id, label, tenure_months, annual_rate_bp, no_cost, min_price_paise, active, position,
  created_at, updated_at`;
const ORDER = sql`ORDER BY position, created_at, id`;

const toAdminPlan = (row: PlanRow): AdminEmiPlan => ({
  id: row.id,
  label: row.label,
  tenure_months: Number(row.tenure_months),
  annual_rate_bp: Number(row.annual_rate_bp),
  no_cost: row.no_cost,
  min_price_paise: Number(row.min_price_paise),
  active: row.active,
  position: Number(row.position),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const toPlan = (plan: AdminEmiPlan): EmiPlan => ({
  id: plan.id,
  label: plan.label,
  tenure_months: plan.tenure_months,
  annual_rate_bp: plan.annual_rate_bp,
  no_cost: plan.no_cost,
  min_price_paise: plan.min_price_paise,
});

/** What the audit log keeps of a plan: its business fields, no timestamps. */
const audited = (plan: AdminEmiPlan) => {
  const { created_at: _created, updated_at: _updated, ...fields } = plan;
  return fields;
};

export function createEmiService(database: Database) {
  const one = async (executor: Executor, where: SQL): Promise<AdminEmiPlan | null> => {
    const [row] = await rowsOf<PlanRow>(executor, sql`SELECT ${COLUMNS} FROM emi_plans WHERE ${where}`);
    return row ? toAdminPlan(row) : null;
  };

  const write = async (
    actor: StaffPrincipal,
    action: string,
    id: string,
    change: (tx: Executor, before: AdminEmiPlan) => Promise<AdminEmiPlan | null>,
  ): Promise<AdminEmiPlan | null> => {
    if (!isUuid(id)) throw AppError.notFound(EMI_PLAN_NOT_FOUND);
    return database.db.transaction(async (tx) => {
      const before = await one(tx, sql`id = ${id} FOR UPDATE`);
      if (!before) throw AppError.notFound(EMI_PLAN_NOT_FOUND);
      const after = await change(tx, before);
      await recordAudit(tx, {
        actor,
        action,
        entityType: 'emi_plan',
        entityId: id,
        before: audited(before),
        ...(after ? { after: audited(after) } : {}),
      });
      return after;
    });
  };

  return {
    /** The plans the shop offers, in the back office's order. */
    async activePlans(): Promise<EmiPlan[]> {
      const rows = await database.query<PlanRow>(sql`SELECT ${COLUMNS} FROM emi_plans WHERE active ${ORDER}`);
      return rows.map(toAdminPlan).map(toPlan);
    },

    /** Every plan, switched off ones too (a shop keeps at most EMI_PLANS_MAX). */
    async list(): Promise<AdminEmiPlan[]> {
      const rows = await database.query<PlanRow>(sql`SELECT ${COLUMNS} FROM emi_plans ${ORDER}`);
      return rows.map(toAdminPlan);
    },

    async get(id: string): Promise<AdminEmiPlan> {
      const plan = isUuid(id) ? await one(database.db, sql`id = ${id}`) : null;
      if (!plan) throw AppError.notFound(EMI_PLAN_NOT_FOUND);
      return plan;
    },

    async create(actor: StaffPrincipal, input: EmiPlanInput): Promise<AdminEmiPlan> {
      return database.db.transaction(async (tx) => {
        // Taken in the transaction that adds the plan, so two additions cannot both pass the cap.
        await tx.execute(sql`LOCK TABLE emi_plans IN SHARE ROW EXCLUSIVE MODE`);
        const [counted] = await rowsOf<{ n: number; last: number | null }>(
          tx,
          sql`SELECT count(*)::int AS n, max(position) AS last FROM emi_plans`,
        );
        if ((counted?.n ?? 0) >= EMI_PLANS_MAX) throw fieldUnprocessable('label', EMI_PLANS_FULL);
        const position = input.position ?? (counted?.last ?? 0) + 1;
        const [row] = await rowsOf<PlanRow>(
          tx,
          sql`INSERT INTO emi_plans (label, tenure_months, annual_rate_bp, no_cost, min_price_paise, active, position)
              VALUES (${input.label}, ${input.tenure_months}, ${input.annual_rate_bp}, ${input.no_cost},
                      ${input.min_price_paise}, ${input.active ?? true}, ${position})
              RETURNING ${COLUMNS}`,
        );
        const plan = toAdminPlan(row!);
        await recordAudit(tx, {
          actor,
          action: 'emi_plan.create',
          entityType: 'emi_plan',
          entityId: plan.id,
          after: audited(plan),
        });
        return plan;
      });
    },

    /** Changes the fields sent; the result must still be a plan (a no-cost plan carries no rate). */
    async update(actor: StaffPrincipal, id: string, patch: EmiPlanPatch): Promise<AdminEmiPlan> {
      const plan = await write(actor, 'emi_plan.update', id, async (tx, before) => {
        const next = { ...before, ...patch };
        if (next.no_cost && next.annual_rate_bp !== 0)
          throw fieldError('annual_rate_bp', NO_COST_RATE_MESSAGE);
        const [row] = await rowsOf<PlanRow>(
          tx,
          sql`UPDATE emi_plans
              SET label = ${next.label}, tenure_months = ${next.tenure_months},
                  annual_rate_bp = ${next.annual_rate_bp}, no_cost = ${next.no_cost},
                  min_price_paise = ${next.min_price_paise}, active = ${next.active},
                  position = ${next.position}, updated_at = now()
              WHERE id = ${id}
              RETURNING ${COLUMNS}`,
        );
        return toAdminPlan(row!);
      });
      return plan!;
    },

    async remove(actor: StaffPrincipal, id: string): Promise<void> {
      await write(actor, 'emi_plan.delete', id, async (tx) => {
        await tx.execute(sql`DELETE FROM emi_plans WHERE id = ${id}`);
        return null;
      });
    },
  };
}

export type EmiService = ReturnType<typeof createEmiService>;
