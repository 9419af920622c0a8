// What the signed-in member may do, from GET /admin/me. The screens hide what the role cannot do; the
// server refuses it anyway (docs/back-office.md), so hiding is a courtesy, never the protection.
import type { Permission } from '@contract/admin/rules.ts';

export type { Permission };

/** Whether `permissions` (the member's, from /admin/me) include `permission`. */
export const allows = (permissions: readonly Permission[], permission: Permission): boolean =>
  permissions.includes(permission);

/** `can(permission)` for one member. */
export const canFor =
  (permissions: readonly Permission[]) =>
  (permission: Permission): boolean =>
    allows(permissions, permission);
