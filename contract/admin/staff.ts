// Staff: who may use the back office, with which role (docs/back-office.md).
import { emailRule } from '../account.ts';
import { z } from '../zod.ts';
import { line, requiredLine } from './common.ts';
import { PERMISSIONS, STAFF_ROLES } from './rules.ts';

export const StaffRoleSchema = z.enum(STAFF_ROLES, {
  error: `role must be one of ${STAFF_ROLES.join(', ')}`,
});

export const StaffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: StaffRoleSchema,
  created_at: z.string(),
  /** Set once removed: a removed member's sign-ins and tokens no longer open the back office. */
  removed_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** GET /admin/me: the signed-in member and what their role allows. */
export const AdminMeDataSchema = z.object({
  staff: StaffMemberSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type AdminMeData = z.infer<typeof AdminMeDataSchema>;

export const StaffListDataSchema = z.object({ staff: z.array(StaffMemberSchema) });

/**
 * POST /admin/staff (owner). With the embedded provider a new address gets an account and an e-mail
 * with a link to choose a password; an existing account is made staff as it is.
 */
export const StaffCreateSchema = z
  .object({
    email: emailRule('Email'),
    role: StaffRoleSchema,
    first_name: requiredLine('First name', 100),
    last_name: line('Last name', 100).optional(),
  })
  .strict();
export type StaffCreate = z.infer<typeof StaffCreateSchema>;

/** PUT /admin/staff/{id} (owner): a new role. An owner cannot demote or remove the last owner. */
export const StaffUpdateSchema = z.object({ role: StaffRoleSchema }).strict();
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

export const StaffDataSchema = z.object({ staff: StaffMemberSchema });
