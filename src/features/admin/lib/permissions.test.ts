import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@contract/admin/rules.ts';
import { visibleSections } from '../shell/sections.ts';
import { canFor } from './permissions.ts';

const labels = (role: keyof typeof ROLE_PERMISSIONS) =>
  visibleSections(ROLE_PERMISSIONS[role]).map((section) => section.id);

/** Every section but the log and staff, in the menu's order: what sales see, and the start of an owner's. */
const SALES_SECTIONS = [
  'dashboard',
  'orders',
  'returns',
  'products',
  'low-stock',
  'categories',
  'csv',
  'reviews',
  'leads',
  'calendar',
  'projects',
  'customers',
  'delivery',
  'emi-plans',
  'coupons',
  'publishing',
];

describe('what each role sees', () => {
  it('shows an owner every section', () => {
    // Reports (decision 198) come after Delivery, EMI plans and Coupons: the owner's and viewers', not sales'.
    const owner = [...SALES_SECTIONS];
    owner.splice(owner.indexOf('coupons') + 1, 0, 'reports');
    expect(labels('owner')).toEqual([...owner, 'audit', 'staff']);
  });

  it('hides sales, customers, the log and staff from a catalogue editor', () => {
    expect(labels('catalogue')).toEqual([
      'dashboard',
      'products',
      'low-stock',
      'categories',
      'csv',
      'reviews',
      'delivery',
      'emi-plans',
      'coupons',
      'publishing',
    ]);
  });

  it('hides the catalogue writes, staff changes and publishing from a viewer', () => {
    const can = canFor(ROLE_PERMISSIONS.viewer);
    expect(can('catalogue:read')).toBe(true);
    expect(can('catalogue:write')).toBe(false);
    expect(can('builds:publish')).toBe(false);
    expect(can('staff:manage')).toBe(false);
    expect(labels('viewer')).toContain('staff');
    expect(labels('viewer')).toContain('orders');
    expect(can('orders:write')).toBe(false);
  });

  it('shows sales the orders, leads, calendar, projects and customers but not the log or staff', () => {
    expect(labels('sales')).toEqual(SALES_SECTIONS);
  });

  it('lets owners and catalogue editors change delivery ranges, and every role see them', () => {
    for (const role of ['owner', 'catalogue'] as const)
      expect(canFor(ROLE_PERMISSIONS[role])('delivery:write')).toBe(true);
    for (const role of ['sales', 'viewer'] as const) {
      expect(canFor(ROLE_PERMISSIONS[role])('delivery:write')).toBe(false);
      expect(labels(role)).toContain('delivery');
    }
  });
});
