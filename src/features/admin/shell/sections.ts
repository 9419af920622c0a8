// The back office's sections, in the navigation's order, with the permission each needs to be shown.
import type { Permission } from '@contract/admin/rules.ts';

export interface Section {
  id: string;
  label: string;
  /** Under /admin. */
  path: string;
  permission: Permission;
}

export const SECTIONS: readonly Section[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/', permission: 'dashboard:read' },
  { id: 'orders', label: 'Orders', path: '/orders', permission: 'orders:read' },
  { id: 'returns', label: 'Returns', path: '/returns', permission: 'orders:read' },
  { id: 'products', label: 'Products', path: '/products', permission: 'catalogue:read' },
  { id: 'low-stock', label: 'Low stock', path: '/low-stock', permission: 'catalogue:read' },
  { id: 'categories', label: 'Categories', path: '/categories', permission: 'catalogue:read' },
  { id: 'csv', label: 'CSV import & export', path: '/csv', permission: 'catalogue:read' },
  { id: 'reviews', label: 'Reviews', path: '/reviews', permission: 'reviews:read' },
  { id: 'leads', label: 'Leads', path: '/leads', permission: 'leads:read' },
  { id: 'calendar', label: 'Consultation calendar', path: '/calendar', permission: 'leads:read' },
  { id: 'projects', label: 'Design projects', path: '/projects', permission: 'projects:read' },
  { id: 'customers', label: 'Customers', path: '/customers', permission: 'customers:read' },
  { id: 'delivery', label: 'Delivery', path: '/delivery', permission: 'delivery:read' },
  { id: 'emi-plans', label: 'EMI plans', path: '/emi-plans', permission: 'catalogue:read' },
  { id: 'coupons', label: 'Coupons', path: '/coupons', permission: 'offers:read' },
  { id: 'reports', label: 'Reports', path: '/reports', permission: 'reports:read' },
  { id: 'publishing', label: 'Publishing', path: '/publishing', permission: 'builds:read' },
  { id: 'audit', label: 'Audit log', path: '/audit', permission: 'audit:read' },
  { id: 'staff', label: 'Staff', path: '/staff', permission: 'staff:read' },
];

/** The sections a member with `permissions` sees. */
export const visibleSections = (permissions: readonly Permission[]): Section[] =>
  SECTIONS.filter((section) => permissions.includes(section.permission));
