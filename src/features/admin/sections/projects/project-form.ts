// A design project's form values (text, as typed) and the body the API takes.
import type { AdminProject } from '@contract/admin/leads.ts';

export interface ProjectFormValues {
  project_name: string;
  status: string;
  designer_id: string;
  budget_min: string;
  budget_max: string;
  timeline: string;
  description: string;
}

export const EMPTY_PROJECT: ProjectFormValues = {
  project_name: '',
  status: '',
  designer_id: '',
  budget_min: '',
  budget_max: '',
  timeline: '',
  description: '',
};

export const projectFormOf = (project: AdminProject): ProjectFormValues => ({
  project_name: project.project_name,
  status: project.status,
  designer_id: project.designer?.id ?? '',
  budget_min: project.budget_min == null ? '' : String(project.budget_min),
  budget_max: project.budget_max == null ? '' : String(project.budget_max),
  timeline: project.timeline ?? '',
  description: project.description ?? '',
});

/** A typed amount as a number (commas allowed), null when empty; text that is no number stays as it is for the schema to refuse. */
const amount = (text: string): number | null | string => {
  const trimmed = text.replace(/[,\s₹]/g, '');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : text;
};

/** The body of a create, update or conversion: empty fields are null (cleared), an empty status is left out. */
export function projectBodyOf(values: ProjectFormValues): Record<string, unknown> {
  return {
    project_name: values.project_name,
    ...(values.status ? { status: values.status } : {}),
    designer_id: values.designer_id || null,
    budget_min: amount(values.budget_min),
    budget_max: amount(values.budget_max),
    timeline: values.timeline.trim() ? values.timeline : null,
    description: values.description.trim() ? values.description : null,
  };
}
