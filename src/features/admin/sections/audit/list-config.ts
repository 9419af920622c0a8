// The list's filters and sort keys (the API's names), shared by its route and its screen.
import { ADMIN_AUDIT_SORTS } from '@contract/admin/rules.ts';
import type { ListConfigOf } from '../../lib/list-state.ts';

export const AUDIT_LIST = {
  filters: ['actor_id', 'entity_type', 'entity_id', 'from', 'to'],
  sorts: ADMIN_AUDIT_SORTS,
} as const satisfies ListConfigOf<'/admin/audit'>;
