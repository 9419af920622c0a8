// Who a lead can be given to: every member of staff when the role may read the staff list, else oneself.
import { useAdmin } from '../../admin-context.tsx';
import { useAdminQuery } from '../../api/queries.ts';
import { fullName } from '../shared/format.ts';

export function useAssigneeOptions(): { value: string; label: string }[] {
  const { me, can } = useAdmin();
  const staff = useAdminQuery('/admin/staff', undefined, {
    enabled: can('staff:read'),
    staleTime: 60_000,
  });
  const self = { value: me.staff.id, label: 'You' };
  const others = (staff.data?.staff ?? [])
    .filter((member) => !member.removed_at && member.id !== me.staff.id)
    .map((member) => ({
      value: member.id,
      label: fullName(member.first_name, member.last_name) || member.email,
    }));
  return [self, ...others];
}
