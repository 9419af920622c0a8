// A customer's design projects. Customers open a project as an inquiry and may edit it while it is
// one; after that the business moves it through the project statuses (PROJECT_STATUSES), and changes
// go through the designer. The shop may also open a project for an e-mail address: it becomes the
// customer's once they sign in with that address confirmed. A project that is not the caller's does
// not exist for them (404).
import { sql } from 'drizzle-orm';
import {
  BUDGET_ORDER_MESSAGE,
  PROJECT_LOCKED_MESSAGE,
  type Project,
  type ProjectCreate,
  type ProjectUpdate,
} from '../../../contract/account.ts';
import { isUuid } from '../../../contract/ids.ts';
import type { Database } from '../../db/client.ts';
import { designers, projects } from '../../db/schema.ts';
import { assignments, columns } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import type { Customer } from '../identity/index.ts';

const PROJECT_KEYS = [
  'id',
  'project_name',
  'description',
  'status',
  'budget_min',
  'budget_max',
  'timeline',
  'created_at',
  'updated_at',
] as const;

type DesignerRecord = typeof designers.$inferSelect;

/** A project (`p`) with its designer (`d`), who may not be assigned yet. */
type ProjectRow = Pick<typeof projects.$inferSelect, (typeof PROJECT_KEYS)[number]> & {
  designer_id: DesignerRecord['id'] | null;
  designer_first_name: DesignerRecord['first_name'] | null;
  designer_last_name: DesignerRecord['last_name'] | null;
};

const SELECT = sql`
  SELECT ${columns(projects, PROJECT_KEYS, 'p')}, d.id AS designer_id, d.first_name AS designer_first_name,
         d.last_name AS designer_last_name
  FROM projects p LEFT JOIN designers d ON d.id = p.assigned_designer_id`;

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  project_name: row.project_name,
  description: row.description,
  status: row.status,
  budget_min: row.budget_min,
  budget_max: row.budget_max,
  timeline: row.timeline,
  assigned_designer:
    row.designer_id !== null
      ? { id: row.designer_id, first_name: row.designer_first_name!, last_name: row.designer_last_name ?? '' }
      : null,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const PROJECT_NOT_FOUND = 'Project not found';
/** More than any customer has; keeps one response bounded. */
export const PROJECTS_MAX = 200;

export function createProjectsService(database: Database) {
  const own = async (customerId: string, projectId: string): Promise<Project> => {
    if (!isUuid(projectId)) throw AppError.notFound(PROJECT_NOT_FOUND);
    const [row] = await database.query<ProjectRow>(
      sql`${SELECT} WHERE p.id = ${projectId} AND p.customer_id = ${customerId}`,
    );
    if (!row) throw AppError.notFound(PROJECT_NOT_FOUND);
    return toProject(row);
  };

  return {
    /**
     * The customer's projects, with those the shop opened for their confirmed address since they signed
     * in (a project opened while the customer record was being created is handed over here at the latest).
     */
    async list(customer: Pick<Customer, 'id' | 'verified_email'>): Promise<Project[]> {
      if (customer.verified_email) {
        await database.query(sql`
          UPDATE projects SET customer_id = ${customer.id}
          WHERE customer_id IS NULL AND customer_email = ${customer.verified_email}`);
      }
      const rows = await database.query<ProjectRow>(sql`
        ${SELECT} WHERE p.customer_id = ${customer.id} ORDER BY p.created_at DESC, p.id LIMIT ${PROJECTS_MAX}`);
      return rows.map(toProject);
    },

    get: own,

    async create(customerId: string, input: ProjectCreate): Promise<Project> {
      const [row] = await database.query<{ id: string }>(sql`
        INSERT INTO projects (customer_id, project_name, description, budget_min, budget_max, timeline)
        VALUES (${customerId}, ${input.project_name}, ${input.description ?? null}, ${input.budget_min ?? null},
                ${input.budget_max ?? null}, ${input.timeline ?? null})
        RETURNING id`);
      return own(customerId, row!.id);
    },

    /** Only while the project is an inquiry: 409 afterwards, 404 when it is not the caller's. */
    async update(customerId: string, projectId: string, input: ProjectUpdate): Promise<Project> {
      const current = await own(customerId, projectId);
      if (current.status !== 'inquiry') throw new AppError('conflict', PROJECT_LOCKED_MESSAGE);
      const budgetMin = input.budget_min === undefined ? current.budget_min : input.budget_min;
      const budgetMax = input.budget_max === undefined ? current.budget_max : input.budget_max;
      if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax) {
        throw AppError.badRequest(BUDGET_ORDER_MESSAGE, [
          { field: 'budget_min', message: BUDGET_ORDER_MESSAGE },
        ]);
      }
      // The status condition again: a designer may have moved the project on since it was read.
      const updated = await database.query<{ id: string }>(sql`
        UPDATE projects SET ${sql.join(assignments(input), sql`, `)}, updated_at = now()
        WHERE id = ${projectId} AND customer_id = ${customerId} AND status = 'inquiry'
        RETURNING id`);
      if (updated.length === 0) throw new AppError('conflict', PROJECT_LOCKED_MESSAGE);
      return own(customerId, projectId);
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
