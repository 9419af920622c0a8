// The customer's quote calls (decision 191) on the shared API client: the project's name, the versions
// sent, one version, asking for changes, approving, and the PDF. Each takes the access token; the auth
// store supplies a fresh one.
import { ProjectDataSchema, type Project } from '@contract/account.ts';
import {
  DesignQuoteDataSchema,
  QuoteSummariesDataSchema,
  type DesignQuote,
  type QuoteSummary,
} from '@contract/design-quotes.ts';
import { api, bearer, request } from '../../lib/api.ts';

/**
 * The response schemas, where responses are checked: a constant `false` condition in browser bundles,
 * which leave the schemas out (decision 017; as in api.ts). The condition is written out in each
 * module that needs it on purpose: the bundler folds it only within a module, and a shared exported
 * constant puts the schemas back into every page (the size budget catches that).
 */
const CHECKS_RESPONSES = typeof import.meta.env === 'undefined' || import.meta.env.SSR !== false;
const RESPONSES = CHECKS_RESPONSES
  ? { project: ProjectDataSchema, quote: DesignQuoteDataSchema, quotes: QuoteSummariesDataSchema }
  : undefined;

const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
const versionPath = (projectId: string, version: number) => `${projectPath(projectId)}/quotes/${version}`;

/** A version as the server answered an action on it, with the server's words about it. */
export interface QuoteAnswer {
  quote: DesignQuote;
  message: string | undefined;
}

export const quotesApi = {
  /** GET /projects/{id}: the project, for its name. */
  async getProject(token: string, projectId: string): Promise<Project> {
    return (
      await request('get', projectPath(projectId), { schema: RESPONSES?.project, headers: bearer(token) })
    ).data.project;
  },

  /** GET /projects/{id}/quotes: the versions sent, newest first. */
  async listQuotes(token: string, projectId: string): Promise<QuoteSummary[]> {
    return (
      await request('get', `${projectPath(projectId)}/quotes`, {
        schema: RESPONSES?.quotes,
        headers: bearer(token),
      })
    ).data.quotes;
  },

  /** GET /projects/{id}/quotes/{version}: one version, room by room. */
  async getQuote(token: string, projectId: string, version: number): Promise<DesignQuote> {
    return (
      await request('get', versionPath(projectId, version), {
        schema: RESPONSES?.quote,
        headers: bearer(token),
      })
    ).data.quote;
  },

  /** POST /projects/{id}/quotes/{version}/changes with what the customer would like changed. */
  async askForChanges(
    token: string,
    projectId: string,
    version: number,
    comment: string,
  ): Promise<QuoteAnswer> {
    const { data, message } = await request('post', `${versionPath(projectId, version)}/changes`, {
      schema: RESPONSES?.quote,
      json: { comment },
      headers: bearer(token),
    });
    return { quote: data.quote, message };
  },

  /** POST /projects/{id}/quotes/{version}/approve: an explicit approval of the content the customer read. */
  async approve(token: string, projectId: string, version: number, digest: string): Promise<QuoteAnswer> {
    const { data, message } = await request('post', `${versionPath(projectId, version)}/approve`, {
      schema: RESPONSES?.quote,
      json: { confirm: true, digest },
      headers: bearer(token),
    });
    return { quote: data.quote, message };
  },

  /** GET /projects/{id}/quotes/{version}/pdf: the version as a PDF file. */
  async getPdf(token: string, projectId: string, version: number): Promise<Blob> {
    return api.file(`${versionPath(projectId, version)}/pdf`, { headers: bearer(token) });
  },
};
