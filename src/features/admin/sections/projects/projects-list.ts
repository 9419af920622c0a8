import { ADMIN_PROJECT_SORTS } from '@contract/admin/rules.ts';
import type { ListConfigOf } from '../../lib/list-state.ts';

export const PROJECTS_LIST = {
  filters: ['status', 'designer_id', 'search'],
  sorts: ADMIN_PROJECT_SORTS,
} as const satisfies ListConfigOf<'/admin/projects'>;

export const STATUS_EMAIL_NOTE = 'Changing the status e-mails the customer.';
