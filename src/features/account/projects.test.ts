import { describe, expect, it } from 'vitest';
import {
  budgetRange,
  createdOn,
  designerName,
  shortId,
  statusBadge,
  UNKNOWN_STATUS_BADGE,
} from './projects.ts';

describe('project cards', () => {
  it('shorten the id to # and 8 characters', () => {
    expect(shortId('3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8')).toBe('#3f2a9c1e');
  });

  it('show the created date in long en-IN form, or Not set', () => {
    expect(createdOn('2026-11-22T10:00:00Z')).toBe('22 November 2026');
    expect(createdOn(null)).toBe('Not set');
    expect(createdOn('nonsense')).toBe('Not set');
  });

  it('show a budget range only when either end is set', () => {
    expect(budgetRange({ budget_min: 150000, budget_max: 250000 })).toBe('₹1,50,000 – ₹2,50,000');
    expect(budgetRange({ budget_min: 150000, budget_max: null })).toBe('From ₹1,50,000');
    expect(budgetRange({ budget_min: null, budget_max: 90000 })).toBe('Up to ₹90,000');
    expect(budgetRange({ budget_min: null, budget_max: null })).toBeNull();
  });

  it('name the designer when there is one', () => {
    expect(designerName({ assigned_designer: { id: 'd', first_name: 'Ananya', last_name: 'Rao' } })).toBe(
      'Ananya Rao',
    );
    expect(designerName({ assigned_designer: null })).toBeNull();
  });

  it('give each status its own badge colour and unknown ones grey', () => {
    const statuses = [
      'inquiry',
      'consultation_scheduled',
      'in_progress',
      'design_ready',
      'approved',
      'execution',
      'completed',
      'cancelled',
      'on_hold',
    ];
    const classes = statuses.map((status) => statusBadge(status).className);
    expect(new Set(classes).size).toBe(statuses.length);
    expect(classes).not.toContain(UNKNOWN_STATUS_BADGE);
    expect(statusBadge('awaiting_parts')).toEqual({
      label: 'Awaiting Parts',
      className: UNKNOWN_STATUS_BADGE,
    });
  });
});
