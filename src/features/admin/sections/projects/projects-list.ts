import { ADMIN_PROJECT_SORTS } from '@contract/admin/rules.ts';
import type { ListConfig } from '../../lib/list-state.ts';

export const PROJECTS_LIST: ListConfig = {
  filters: ['status', 'designer_id', 'search'],
  sorts: ADMIN_PROJECT_SORTS,
};

export const STATUS_EMAIL_NOTE = 'Changing the status e-mails the customer.';
