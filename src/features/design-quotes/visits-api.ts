// The customer's site-visit calls (decision 195) on the shared API client: the visits of their project,
// picking an offered time (or moving a booked visit to another), and cancelling. Each takes the access
// token; the auth store supplies a fresh one. A refusal (a time just taken, a visit less than 24 hours
// away) is an ApiError with the server's words.
import { SiteVisitDataSchema, SiteVisitsDataSchema, type SiteVisit } from '@contract/site-visits.ts';
import { bearer, request } from '../../lib/api.ts';

/**
 * The response schemas, where responses are checked: a constant `false` condition in browser bundles,
 * which leave the schemas out (decision 017; written out here for the reason quotes-api.ts gives).
 */
const CHECKS_RESPONSES = typeof import.meta.env === 'undefined' || import.meta.env.SSR !== false;
const RESPONSES = CHECKS_RESPONSES ? { visit: SiteVisitDataSchema, visits: SiteVisitsDataSchema } : undefined;

const visitsPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/visits`;
const visitPath = (projectId: string, visitId: string) =>
  `${visitsPath(projectId)}/${encodeURIComponent(visitId)}`;

/** A visit as the server answered an action on it, with its words about it. */
export interface VisitAnswer {
  visit: SiteVisit;
  message: string | undefined;
}

export const visitsApi = {
  /** GET /projects/{id}/visits: the project's site visits, newest first. */
  async listVisits(token: string, projectId: string): Promise<SiteVisit[]> {
    return (
      await request('get', visitsPath(projectId), { schema: RESPONSES?.visits, headers: bearer(token) })
    ).data.visits;
  },

  /** POST /projects/{id}/visits/{visitId}/book: picks an offered time, or moves a booked visit to it. */
  async book(token: string, projectId: string, visitId: string, slotId: string): Promise<VisitAnswer> {
    const { data, message } = await request('post', `${visitPath(projectId, visitId)}/book`, {
      schema: RESPONSES?.visit,
      json: { slot_id: slotId },
      headers: bearer(token),
    });
    return { visit: data.visit, message };
  },

  /** POST /projects/{id}/visits/{visitId}/cancel: more than 24 hours before the visit. */
  async cancel(token: string, projectId: string, visitId: string): Promise<VisitAnswer> {
    const { data, message } = await request('post', `${visitPath(projectId, visitId)}/cancel`, {
      schema: RESPONSES?.visit,
      headers: bearer(token),
    });
    return { visit: data.visit, message };
  },
};
