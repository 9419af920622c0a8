// The back office's sales side: consultation bookings and contact messages as leads, the booking
// calendar, design projects and designers (docs/back-office.md).
import { emailRule, PROJECT_STATUSES } from '../account.ts';
import { PROJECT_LIMITS } from '../account-rules.ts';
import { AddressSchema, StoredAddressSchema } from '../orders.ts';
import { z } from '../zod.ts';
import {
  intParam,
  isoDate,
  line,
  optional,
  ORDERS,
  PageInfoSchema,
  PageQuerySchema,
  paragraph,
  requiredLine,
  StaffRefSchema,
  uuid,
} from './common.ts';
import { ADMIN_PROJECT_SORTS, LEAD_KINDS, LEAD_STATUSES } from './rules.ts';

export const LeadStatusSchema = z.enum(LEAD_STATUSES, {
  error: `status must be one of ${LEAD_STATUSES.join(', ')}`,
});
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES, {
  error: `status must be one of ${PROJECT_STATUSES.join(', ')}`,
});

// ─── Leads ─────────────────────────────────────────────────────────────────────────────────────

export const AdminLeadSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: LeadStatusSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Contact messages: the subject's value (consultation, project_inquiry, support, feedback, other). */
  subject: z.string().nullable(),
  /** What they wrote; for a callback, the cart as the shop priced it. */
  message: z.string(),
  /** Consultations: the service, and the day and slot asked for (India time, "HH:MM"). */
  service_id: z.string().nullable(),
  project_type: z.string().nullable(),
  /** Consultations: the budget as the customer stated it, and the rooms they named (decision 194). */
  budget: z.string().nullable(),
  rooms: z.array(z.string()),
  preferred_date: z.string().nullable(),
  preferred_time: z.string().nullable(),
  assignee: StaffRefSchema.nullable(),
  /** The design project this lead became, if any. */
  project_id: z.string().nullable(),
  notes_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminLead = z.infer<typeof AdminLeadSchema>;

export const LeadNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: StaffRefSchema.nullable(),
  created_at: z.string(),
});
export type LeadNote = z.infer<typeof LeadNoteSchema>;

export const AdminLeadDetailSchema = AdminLeadSchema.extend({ notes: z.array(LeadNoteSchema) });
export const AdminLeadDataSchema = z.object({ lead: AdminLeadDetailSchema });

export const AdminLeadListQuerySchema = PageQuerySchema.extend({
  kind: optional(z.enum(LEAD_KINDS, { error: `kind must be one of ${LEAD_KINDS.join(', ')}` })),
  status: optional(LeadStatusSchema),
  /** A staff id, or "none" for leads nobody has taken. */
  assignee: optional(
    z.union([uuid('assignee'), z.literal('none')], {
      error: 'assignee must be a member of staff’s id (UUID) or none',
    }),
  ),
  /** Part of the name, e-mail address or phone number. */
  search: optional(z.string().trim().max(200, 'search must be at most 200 characters')),
  /**
   * A range of days (India time), both ends included, of the date the list is sorted by: the day a lead
   * arrived (sort=created_at), or the day a consultation was asked for (sort=preferred_date).
   */
  from: optional(isoDate('from')),
  to: optional(isoDate('to')),
  sort: optional(
    z.enum(['created_at', 'preferred_date'], { error: 'sort must be created_at or preferred_date' }),
  ).default('created_at'),
  order: optional(z.enum(['asc', 'desc'], { error: 'order must be asc or desc' })).default('desc'),
});
export type AdminLeadListQuery = z.infer<typeof AdminLeadListQuerySchema>;
export const AdminLeadListDataSchema = z.object({
  leads: z.array(AdminLeadSchema),
  pagination: PageInfoSchema,
});

/** PUT /admin/leads/{id}: a new status and/or assignee (null takes it off everyone). */
export const LeadUpdateSchema = z
  .object({
    status: LeadStatusSchema.optional(),
    assignee_id: uuid('assignee_id').nullable().optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.assignee_id !== undefined, {
    message: 'Send a status or an assignee_id',
    path: ['status'],
  });

export const LeadNoteCreateSchema = z
  .object({ text: paragraph('Note', 2000).pipe(z.string().min(1, 'Note is required')) })
  .strict();

/** GET /admin/consultations/calendar: each day from `from`, each slot with its bookings. */
export const CalendarQuerySchema = z.object({
  from: isoDate('from'),
  days: optional(intParam('days', 1, 31)).default(14),
});
export const CalendarDataSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      slots: z.array(
        z.object({
          time: z.string(),
          label: z.string(),
          capacity: z.number().int(),
          booked: z.number().int(),
          remaining: z.number().int(),
          bookings: z.array(z.object({ id: z.string(), name: z.string(), status: LeadStatusSchema })),
        }),
      ),
    }),
  ),
});
export type CalendarData = z.infer<typeof CalendarDataSchema>;

// ─── Designers and projects ────────────────────────────────────────────────────────────────────

export const DesignerSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Designer = z.infer<typeof DesignerSchema>;
export const DesignersDataSchema = z.object({ designers: z.array(DesignerSchema) });
export const DesignerCreateSchema = z
  .object({
    first_name: requiredLine('First name', 100),
    last_name: line('Last name', 100).optional(),
    email: emailRule('Email').nullable().optional(),
    phone: line('Phone', 20).nullable().optional(),
  })
  .strict();

export const AdminProjectSchema = z.object({
  id: z.string(),
  project_name: z.string(),
  status: ProjectStatusSchema,
  /**
   * The customer's e-mail address; `id` is null until they first sign in with it (confirmed). `email` is
   * null for a project the customer opened without one; `erased` is true once the customer was erased
   * (the project stays, as the business's record, with no one's name or address).
   */
  customer: z.object({
    id: z.string().nullable(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    erased: z.boolean(),
  }),
  designer: DesignerSchema.nullable(),
  budget_min: z.number().int().nullable(),
  budget_max: z.number().int().nullable(),
  timeline: z.string().nullable(),
  description: z.string().nullable(),
  /** Where the work is: its state is the quotes' place of supply (decision 191). */
  site_address: StoredAddressSchema.nullable(),
  /** The rooms the project is about: its first quote's rooms (decision 194). */
  rooms: z.array(z.string()),
  lead_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProject = z.infer<typeof AdminProjectSchema>;
export const AdminProjectDataSchema = z.object({ project: AdminProjectSchema });

export const AdminProjectListQuerySchema = PageQuerySchema.extend({
  status: optional(ProjectStatusSchema),
  designer_id: optional(uuid('designer_id')),
  search: optional(z.string().trim().max(200, 'search must be at most 200 characters')),
  sort: optional(
    z.enum(ADMIN_PROJECT_SORTS, { error: `sort must be one of ${ADMIN_PROJECT_SORTS.join(', ')}` }),
  ).default('created_at'),
  order: optional(z.enum(ORDERS, { error: 'order must be asc or desc' })).default('desc'),
});
export const AdminProjectListDataSchema = z.object({
  projects: z.array(AdminProjectSchema),
  pagination: PageInfoSchema,
});

const budget = (name: string) =>
  z
    .number({ error: `${name} must be a number of rupees` })
    .int(`${name} must be whole rupees`)
    .min(0, `${name} must not be negative`)
    .max(PROJECT_LIMITS.budget, `${name} is too large`);

const projectFields = {
  project_name: requiredLine('Project name', PROJECT_LIMITS.name),
  status: ProjectStatusSchema.optional(),
  designer_id: uuid('designer_id').nullable().optional(),
  budget_min: budget('Minimum budget').nullable().optional(),
  budget_max: budget('Maximum budget').nullable().optional(),
  timeline: line('Timeline', PROJECT_LIMITS.timeline).nullable().optional(),
  description: paragraph('Description', PROJECT_LIMITS.description).nullable().optional(),
  /** Where the work is; its state decides the quotes' GST (decision 190). */
  site_address: AddressSchema.nullable().optional(),
  /** The rooms the project is about; a converted consultation's rooms when not given. */
  rooms: z
    .array(requiredLine('Room', 60), { error: 'rooms must be a list of room names' })
    .max(30, 'rooms may name at most 30 rooms')
    .optional(),
};

const budgetOrder = (body: { budget_min?: number | null; budget_max?: number | null }) =>
  body.budget_min == null || body.budget_max == null || body.budget_min <= body.budget_max;

/**
 * POST /admin/projects: a project for the customer with this e-mail address. They see it under My
 * Projects as soon as they sign in with that address (a confirmed one).
 */
export const ProjectCreateSchema = z
  .object({ customer_email: emailRule('Customer email'), ...projectFields })
  .strict()
  .refine(budgetOrder, {
    message: 'Minimum budget must not be more than the maximum budget',
    path: ['budget_min'],
  });
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;

/** PUT /admin/projects/{id}: any of the fields. Every status change is e-mailed to the customer. */
export const ProjectUpdateSchema = z
  .object({ ...projectFields, project_name: projectFields.project_name.optional() })
  .strict()
  .refine(budgetOrder, {
    message: 'Minimum budget must not be more than the maximum budget',
    path: ['budget_min'],
  });
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;

/** POST /admin/leads/{id}/convert: a consultation becomes a project for the lead's e-mail address. */
export const LeadConvertSchema = z
  .object({ ...projectFields })
  .strict()
  .refine(budgetOrder, {
    message: 'Minimum budget must not be more than the maximum budget',
    path: ['budget_min'],
  });

/** What a conversion answers: the lead, now converted, and the project it became. */
export const LeadConvertDataSchema = z.object({ lead: AdminLeadSchema, project: AdminProjectSchema });
