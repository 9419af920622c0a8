// What every screen of the back office reads: the signed-in member, `can(permission)`, the API calls and
// the staff session (for signing out).
import { createContext, useContext } from 'react';
import type { AdminMeData } from '@contract/admin/staff.ts';
import type { AdminApi } from './api/admin-api.ts';
import type { StaffSession } from './auth/staff-sign-in.ts';
import type { Permission } from './lib/permissions.ts';

export interface AdminContextValue {
  me: AdminMeData;
  can(permission: Permission): boolean;
  api: AdminApi;
  session: StaffSession;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin is used outside the back office');
  return value;
}

/** `can('catalogue:write')`: whether the member's role allows it. */
export const useCan = (): AdminContextValue['can'] => useAdmin().can;
