// Design projects and designers in the back office (docs/back-office.md). Staff open a project for a
// customer's e-mail address: it belongs to the customer who has confirmed that address, or waits for
// the first one to sign in with it (server/modules/account hands it over). Every write is audited in
// its own transaction, and the customer hears of a new project and of every change of status by e-mail
// through the outbox, queued in the same transaction.
import { sql, type SQL } from 'drizzle-orm';
import { type ProjectStatus } from '../../../contract/account.ts';
import type { AdminProject, Designer, ProjectCreate, ProjectUpdate } from '../../../contract/admin/leads.ts';
import type { Address, StoredAddress } from '../../../contract/orders.ts';
import { stateByCode } from '../../../contract/india-rules.ts';
import type { z } from '../../../contract/zod.ts';
import type {
  AdminProjectListQuerySchema,
  DesignerCreateSchema,
  LeadConvertSchema,
} from '../../../contract/admin/leads.ts';
import { isUuid } from '../../../contract/ids.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { designers, projects, projectSearchText, type customers } from '../../db/schema.ts';
import { columns } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { fieldError } from '../../lib/db-errors.ts';
import { iso } from '../../lib/dates.ts';
import { ERASED_EMAIL } from '../../lib/erased.ts';
import { enqueueEmail, type OutgoingEmail } from '../../outbox/outbox.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { containing, page, type Paged } from '../../lib/pagination.ts';
import {
  projectOpenedEmail,
  projectStatusEmail,
  type ProjectEmailSettings,
} from '../../email/project-emails.ts';

export const PROJECT_NOT_FOUND = 'Project not found';
export const DESIGNER_UNKNOWN = 'designer_id must be one of the shop’s designers';

const PROJECT_KEYS = [
  'id',
  'project_name',
  'description',
  'status',
  'budget_min',
  'budget_max',
  'timeline',
  'site_address',
  'rooms',
  'customer_id',
  'customer_email',
  'lead_id',
  'created_at',
  'updated_at',
] as const;
const DESIGNER_KEYS = ['id', 'first_name', 'last_name', 'email', 'phone'] as const;

type DesignerRow = Pick<typeof designers.$inferSelect, (typeof DESIGNER_KEYS)[number]>;
type CustomerRecord = typeof customers.$inferSelect;

/** A project (`p`) with its designer (`d`) and customer (`c`), either of whom may be missing. */
export type ProjectRow = Pick<typeof projects.$inferSelect, (typeof PROJECT_KEYS)[number]> & {
  designer_id: DesignerRow['id'] | null;
  designer_first_name: DesignerRow['first_name'] | null;
  designer_last_name: DesignerRow['last_name'] | null;
  designer_email: DesignerRow['email'];
  designer_phone: DesignerRow['phone'];
  customer_first_name: CustomerRecord['first_name'] | null;
  customer_last_name: CustomerRecord['last_name'];
  customer_profile_email: CustomerRecord['email'];
};

export const PROJECT_SELECT = sql`
  SELECT ${columns(projects, PROJECT_KEYS, 'p')},
         d.id AS designer_id, d.first_name AS designer_first_name, d.last_name AS designer_last_name,
         d.email AS designer_email, d.phone AS designer_phone,
         c.first_name AS customer_first_name, c.last_name AS customer_last_name, c.email AS customer_profile_email
  FROM projects p
  LEFT JOIN designers d ON d.id = p.assigned_designer_id
  LEFT JOIN customers c ON c.id = p.customer_id`;

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || null;

export const toDesigner = (row: DesignerRow): Designer => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
});

export function toAdminProject(row: ProjectRow): AdminProject {
  const erased = row.customer_id === null && row.customer_email === ERASED_EMAIL;
  return {
    id: row.id,
    project_name: row.project_name,
    status: row.status as ProjectStatus,
    customer: {
      id: row.customer_id,
      email: erased ? null : (row.customer_email ?? row.customer_profile_email),
      name: row.customer_id ? fullName(row.customer_first_name, row.customer_last_name) : null,
      erased,
    },
    designer:
      row.designer_id !== null
        ? toDesigner({
            id: row.designer_id,
            first_name: row.designer_first_name ?? '',
            last_name: row.designer_last_name ?? '',
            email: row.designer_email,
            phone: row.designer_phone,
          })
        : null,
    budget_min: row.budget_min,
    budget_max: row.budget_max,
    timeline: row.timeline,
    description: row.description,
    site_address: storedSite(row.site_address as Address | null),
    rooms: (row.rooms as string[] | null) ?? [],
    lead_id: row.lead_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The site's address with its state's name, as the back office shows it. */
const storedSite = (address: Address | null): StoredAddress | null =>
  address ? { ...address, stateName: stateByCode(address.stateCode)?.name ?? address.stateCode } : null;

/** Where the customer hears about the project: the address it was opened for, else their profile's. */
const recipientOf = (row: ProjectRow): string | null => {
  const address = row.customer_email ?? row.customer_profile_email;
  return address && address !== ERASED_EMAIL ? address : null;
};

const designerName = (row: ProjectRow) =>
  row.designer_id ? fullName(row.designer_first_name, row.designer_last_name) : null;

type ProjectFields = z.infer<typeof LeadConvertSchema>;

/**
 * What the audit log keeps of a project: its structured fields. Names, descriptions and timelines are
 * free text that customers write too, so the log only says that they changed.
 */
const AUDITED = ['status', 'designer_id', 'budget_min', 'budget_max'] as const;

function auditSnapshot(fields: Partial<Record<(typeof AUDITED)[number], unknown>>) {
  return Object.fromEntries(AUDITED.filter((key) => key in fields).map((key) => [key, fields[key]]));
}

/** One project with its designer and customer; `lock` holds its row until the transaction ends. */
/** The list's sort columns; each has an index ending in the id, which breaks ties. */
const PROJECT_SORTS: Record<z.infer<typeof AdminProjectListQuerySchema>['sort'], SQL> = {
  created_at: sql`p.created_at`,
  updated_at: sql`p.updated_at`,
  project_name: sql`p.project_name`,
};

export async function loadProject(
  executor: Executor,
  id: string,
  lock = false,
): Promise<ProjectRow | undefined> {
  const [row] = await rowsOf<ProjectRow>(
    executor,
    sql`${PROJECT_SELECT} WHERE p.id = ${id}${lock ? sql` FOR UPDATE OF p` : sql``}`,
  );
  return row;
}

/** A 400 naming designer_id unless `id` (when given) is one of the shop's designers. */
async function requireDesigner(executor: Executor, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const [found] = await rowsOf(executor, sql`SELECT 1 FROM designers WHERE id = ${id}`);
  if (!found) throw fieldError('designer_id', DESIGNER_UNKNOWN);
}

export interface ProjectsAdminOptions {
  mail: ProjectEmailSettings;
  /** Domain part of every Message-ID. */
  messageIdDomain: string;
}

export interface OpenProject extends ProjectFields {
  customer_email: string;
  lead_id?: string | null;
  /** Whom the first e-mail greets when no customer has the address yet (the lead's first name). */
  greeting_name?: string | null;
}

export function createAdminProjectsService(database: Database, options: ProjectsAdminOptions) {
  const mail = (executor: Executor, topic: string, email: OutgoingEmail) =>
    enqueueEmail(executor, { topic, email }, options.messageIdDomain);

  /**
   * Opens a project inside the caller's transaction: it goes to the customer who has confirmed the
   * address (the most recent one, if several have), or waits for them; the customer is e-mailed.
   */
  const openIn = async (tx: Executor, actor: StaffPrincipal, input: OpenProject): Promise<ProjectRow> => {
    await requireDesigner(tx, input.designer_id);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`
        INSERT INTO projects (customer_id, customer_email, lead_id, project_name, description, status,
                              budget_min, budget_max, timeline, site_address, rooms, assigned_designer_id)
        VALUES ((SELECT id FROM customers WHERE verified_email = ${input.customer_email}
                 ORDER BY updated_at DESC, id LIMIT 1),
                ${input.customer_email}, ${input.lead_id ?? null}, ${input.project_name},
                ${input.description || null}, ${input.status ?? 'inquiry'}, ${input.budget_min ?? null},
                ${input.budget_max ?? null}, ${input.timeline || null},
                ${input.site_address ? JSON.stringify(input.site_address) : null}::jsonb,
                ${input.rooms?.length ? JSON.stringify(input.rooms) : null}::jsonb, ${input.designer_id ?? null})
        RETURNING id`,
    );
    const project = (await loadProject(tx, row!.id))!;
    await recordAudit(tx, {
      actor,
      action: 'project.create',
      entityType: 'project',
      entityId: project.id,
      after: {
        ...auditSnapshot({
          status: project.status,
          designer_id: project.designer_id,
          budget_min: project.budget_min,
          budget_max: project.budget_max,
        }),
        customer_id: project.customer_id,
        lead_id: project.lead_id,
      },
    });
    await mail(
      tx,
      'project.opened',
      projectOpenedEmail(options.mail, {
        to: input.customer_email,
        firstName: project.customer_first_name || input.greeting_name || null,
        projectName: project.project_name,
        status: project.status as ProjectStatus,
        designerName: designerName(project),
      }),
    );
    return project;
  };

  return {
    openIn,

    async designers(): Promise<Designer[]> {
      const rows = await database.query<DesignerRow>(sql`
        SELECT ${columns(designers, DESIGNER_KEYS)} FROM designers ORDER BY first_name, last_name, id`);
      return rows.map(toDesigner);
    },

    async createDesigner(
      actor: StaffPrincipal,
      input: z.infer<typeof DesignerCreateSchema>,
    ): Promise<Designer> {
      return database.db.transaction(async (tx) => {
        const [row] = await rowsOf<DesignerRow>(
          tx,
          sql`
            INSERT INTO designers (first_name, last_name, email, phone)
            VALUES (${input.first_name}, ${input.last_name ?? ''}, ${input.email || null}, ${input.phone || null})
            RETURNING ${columns(designers, DESIGNER_KEYS)}`,
        );
        const designer = toDesigner(row!);
        // Designers are the shop's own people, not customers: the entry names them.
        await recordAudit(tx, {
          actor,
          action: 'designer.create',
          entityType: 'designer',
          entityId: designer.id,
          after: designer,
        });
        return designer;
      });
    },

    async list(query: z.infer<typeof AdminProjectListQuerySchema>): Promise<Paged<AdminProject>> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(sql`p.status = ${query.status}`);
      if (query.designer_id) conditions.push(sql`p.assigned_designer_id = ${query.designer_id}`);
      if (query.search) conditions.push(sql`${projectSearchText('p')} LIKE ${containing(query.search)}`);
      const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
      const result = await page<ProjectRow>(
        database,
        query,
        sql`${PROJECT_SELECT} ${where} ORDER BY ${PROJECT_SORTS[query.sort]} ${direction}, p.id ${direction}`,
        sql`FROM projects p ${where}`,
      );
      return { rows: result.rows.map(toAdminProject), pagination: result.pagination };
    },

    async get(id: string): Promise<AdminProject> {
      const row = isUuid(id) ? await loadProject(database.db, id) : undefined;
      if (!row) throw AppError.notFound(PROJECT_NOT_FOUND);
      return toAdminProject(row);
    },

    async create(actor: StaffPrincipal, input: ProjectCreate): Promise<AdminProject> {
      const row = await database.db.transaction((tx) => openIn(tx, actor, input));
      wakeOutbox();
      return toAdminProject(row);
    },

    /**
     * Changes any of the fields. A change of status is e-mailed to the customer, in the same transaction;
     * the customer's own rule (they edit only an inquiry) does not bind the shop.
     */
    async update(actor: StaffPrincipal, id: string, input: ProjectUpdate): Promise<AdminProject> {
      if (!isUuid(id)) throw AppError.notFound(PROJECT_NOT_FOUND);
      let mailed = false;
      const row = await database.db.transaction(async (tx) => {
        const current = await loadProject(tx, id, true);
        if (!current) throw AppError.notFound(PROJECT_NOT_FOUND);
        if (input.designer_id !== undefined) await requireDesigner(tx, input.designer_id);
        const budgetMin = input.budget_min === undefined ? current.budget_min : input.budget_min;
        const budgetMax = input.budget_max === undefined ? current.budget_max : input.budget_max;
        if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax)
          throw fieldError('budget_min', 'Minimum budget must not be more than the maximum budget');

        const stored: Record<string, unknown> = {
          project_name: current.project_name,
          status: current.status,
          designer_id: current.designer_id,
          budget_min: current.budget_min,
          budget_max: current.budget_max,
          timeline: current.timeline,
          description: current.description,
          site_address: current.site_address ?? null,
          rooms: current.rooms ?? null,
        };
        const wanted: Record<string, unknown> = {
          ...input,
          ...(input.timeline === '' ? { timeline: null } : {}),
          ...(input.description === '' ? { description: null } : {}),
        };
        const changed = Object.keys(stored).filter(
          (key) => wanted[key] !== undefined && JSON.stringify(wanted[key]) !== JSON.stringify(stored[key]),
        );
        if (changed.length === 0) return current;

        const sets = changed.map((key) =>
          key === 'designer_id'
            ? sql`assigned_designer_id = ${wanted[key] as string | null}`
            : key === 'site_address' || key === 'rooms'
              ? sql`${sql.identifier(key)} = ${wanted[key] === null ? null : JSON.stringify(wanted[key])}::jsonb`
              : sql`${sql.identifier(key)} = ${wanted[key] as string | number | null}`,
        );
        await tx.execute(sql`
          UPDATE projects SET ${sql.join(sets, sql`, `)}, updated_at = now() WHERE id = ${id}`);
        const after = (await loadProject(tx, id))!;
        const structured = changed.filter((key) => (AUDITED as readonly string[]).includes(key));
        await recordAudit(tx, {
          actor,
          action: 'project.update',
          entityType: 'project',
          entityId: id,
          before: auditSnapshot(Object.fromEntries(structured.map((key) => [key, stored[key]]))),
          after: {
            ...auditSnapshot(Object.fromEntries(structured.map((key) => [key, wanted[key]]))),
            changed,
          },
        });

        const to = recipientOf(after);
        if (changed.includes('status') && to) {
          await mail(
            tx,
            'project.status',
            projectStatusEmail(options.mail, {
              to,
              firstName: after.customer_first_name || null,
              projectName: after.project_name,
              status: after.status as ProjectStatus,
              previous: current.status as ProjectStatus,
              designerName: designerName(after),
            }),
          );
          mailed = true;
        }
        return after;
      });
      if (mailed) wakeOutbox();
      return toAdminProject(row);
    },
  };
}

export type AdminProjectsService = ReturnType<typeof createAdminProjectsService>;
