// A customer's design projects. Customers open a project as an inquiry and may edit it while it is
// one; after that the business moves it through the statuses of spec section 4, and changes go
// through the designer. A project that is not the caller's does not exist for them (404).
import { sql, type SQL } from 'drizzle-orm';
import {
  PROJECT_LOCKED_MESSAGE,
  type Project,
  type ProjectCreate,
  type ProjectUpdate,
} from '../../../contract/account.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../../contract/catalogue-requests.ts';

type Row = Record<string, unknown>;

const SELECT = sql`
  SELECT p.id, p.project_name, p.description, p.status, p.budget_min, p.budget_max, p.timeline,
         p.created_at, p.updated_at, d.id AS designer_id, d.first_name AS designer_first_name,
         d.last_name AS designer_last_name
  FROM projects p LEFT JOIN designers d ON d.id = p.assigned_designer_id`;

const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
const int = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const toProject = (row: Row): Project => ({
  id: String(row.id),
  project_name: String(row.project_name),
  description: (row.description as string | null) ?? null,
  status: String(row.status),
  budget_min: int(row.budget_min),
  budget_max: int(row.budget_max),
  timeline: (row.timeline as string | null) ?? null,
  assigned_designer: row.designer_id
    ? {
        id: String(row.designer_id),
        first_name: String(row.designer_first_name),
        last_name: String(row.designer_last_name ?? ''),
      }
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
    const [row] = await database.query<Row>(
      sql`${SELECT} WHERE p.id = ${projectId} AND p.customer_id = ${customerId}`,
    );
    if (!row) throw AppError.notFound(PROJECT_NOT_FOUND);
    return toProject(row);
  };

  return {
    async list(customerId: string): Promise<Project[]> {
      const rows = await database.query<Row>(sql`
        ${SELECT} WHERE p.customer_id = ${customerId} ORDER BY p.created_at DESC, p.id LIMIT ${PROJECTS_MAX}`);
      return rows.map(toProject);
    },

    get: own,

    async create(customerId: string, input: ProjectCreate): Promise<Project> {
      const [row] = await database.query<{ id: string }>(sql`
        INSERT INTO projects (customer_id, project_name, description, budget_min, budget_max, timeline)
        VALUES (${customerId}, ${input.project_name}, ${input.description ?? null}, ${input.budget_min ?? null},
                ${input.budget_max ?? null}, ${input.timeline ?? null})
        RETURNING id`);
      return own(customerId, String(row!.id));
    },

    /** Only while the project is an inquiry: 409 afterwards, 404 when it is not the caller's. */
    async update(customerId: string, projectId: string, input: ProjectUpdate): Promise<Project> {
      const current = await own(customerId, projectId);
      if (current.status !== 'inquiry') throw new AppError('conflict', PROJECT_LOCKED_MESSAGE);
      const budgetMin = input.budget_min === undefined ? current.budget_min : input.budget_min;
      const budgetMax = input.budget_max === undefined ? current.budget_max : input.budget_max;
      if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax) {
        throw AppError.badRequest('Minimum budget must not be more than the maximum budget', [
          { field: 'budget_min', message: 'Minimum budget must not be more than the maximum budget' },
        ]);
      }
      const sets: SQL[] = Object.entries(input)
        .filter(([, value]) => value !== undefined)
        .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
      // The status condition again: a designer may have moved the project on since it was read.
      const updated = await database.query(sql`
        UPDATE projects SET ${sql.join(sets, sql`, `)}, updated_at = now()
        WHERE id = ${projectId} AND customer_id = ${customerId} AND status = 'inquiry'
        RETURNING id`);
      if (updated.length === 0) throw new AppError('conflict', PROJECT_LOCKED_MESSAGE);
      return own(customerId, projectId);
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
