// A design project's form values (text, as typed) and the body the API takes; its site address's too.
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

/** Where the work is, as typed: its state is the place of supply of the project's quotes. */
export interface SiteAddressValues {
  line1: string;
  area: string;
  landmark: string;
  city: string;
  stateCode: string;
  pincode: string;
}

export const EMPTY_SITE_ADDRESS: SiteAddressValues = {
  line1: '',
  area: '',
  landmark: '',
  city: '',
  stateCode: '',
  pincode: '',
};

export const siteAddressFormOf = (address: AdminProject['site_address']): SiteAddressValues =>
  address
    ? {
        line1: address.line1,
        area: address.area,
        landmark: address.landmark ?? '',
        city: address.city,
        stateCode: address.stateCode,
        pincode: address.pincode,
      }
    : EMPTY_SITE_ADDRESS;

/**
 * The site address a save sends: null (no site) when every field is blank, else the fields as typed for
 * the contract to check, without a blank landmark.
 */
export function siteAddressBodyOf(values: SiteAddressValues): Record<string, string> | null {
  if (Object.values(values).every((value) => value.trim() === '')) return null;
  const { landmark, ...rest } = values;
  return landmark.trim() ? { ...rest, landmark } : rest;
}
