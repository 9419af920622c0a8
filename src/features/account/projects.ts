// What a project card on /projects shows (docs/account.md): short id, dates, budget range and the status
// badge's colour. Pure functions, tested apart from the island.
import { projectStatusLabel } from '@contract/account-rules.ts';
import type { Project } from '@contract/account.ts';
import { formatINR } from '../../lib/money.ts';

/** '#' and the first 8 characters of the id. */
export const shortId = (id: string): string => `#${id.slice(0, 8)}`;

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** '22 November 2026', or 'Not set'. */
export function createdOn(value: string | null | undefined): string {
  if (!value) return 'Not set';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Not set' : longDate.format(date);
}

/** The budget range when either end is set, else null (the card leaves the line out). */
export function budgetRange(project: Pick<Project, 'budget_min' | 'budget_max'>): string | null {
  const { budget_min: min, budget_max: max } = project;
  if (min != null && max != null)
    return min === max ? formatINR(min) : `${formatINR(min)} – ${formatINR(max)}`;
  if (min != null) return `From ${formatINR(min)}`;
  if (max != null) return `Up to ${formatINR(max)}`;
  return null;
}

export const designerName = (project: Pick<Project, 'assigned_designer'>): string | null => {
  const designer = project.assigned_designer;
  if (!designer) return null;
  return `${designer.first_name} ${designer.last_name}`.trim() || null;
};

/** Every status its own colour; statuses the site does not know are grey. */
const BADGES: Record<string, string> = {
  inquiry: 'bg-terracotta-soft text-terracotta-dark',
  consultation_scheduled: 'bg-teal-soft text-teal-dark',
  in_progress: 'bg-teal text-white',
  design_ready: 'bg-cream text-teal-dark ring-1 ring-inset ring-teal',
  approved: 'bg-teal-dark text-ivory',
  execution: 'bg-terracotta text-white',
  completed: 'bg-charcoal text-ivory',
  cancelled: 'bg-white text-terracotta-dark ring-1 ring-inset ring-terracotta-dark',
  on_hold: 'bg-sand text-charcoal',
};
export const UNKNOWN_STATUS_BADGE = 'bg-ivory-muted text-charcoal';

export const statusBadge = (status: string): { label: string; className: string } => ({
  label: projectStatusLabel(status),
  className: BADGES[status] ?? UNKNOWN_STATUS_BADGE,
});
