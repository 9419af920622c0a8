// The customer's payment-stage calls (decision 192) on the shared API client: the stages of their
// project, opening a due stage's online payment, confirming it with what Checkout handed over, and a
// receipt voucher's PDF. Each takes the access token; the auth store supplies a fresh one.
import type { GatewayCheckoutData, PaymentConfirm, TaxDocumentRef } from '@contract/orders.ts';
import { StagesDataSchema, type StagesData } from '@contract/project-stages.ts';
import { api, bearer, request } from '../../lib/api.ts';

/**
 * The response schema, where responses are checked: a constant `false` condition in browser bundles,
 * which leave the schema out (decision 017; written out here for the reason quotes-api.ts gives).
 */
const CHECKS_RESPONSES = typeof import.meta.env === 'undefined' || import.meta.env.SSR !== false;
const RESPONSES = CHECKS_RESPONSES ? { stages: StagesDataSchema } : undefined;

const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
const stagePath = (projectId: string, stageId: string) =>
  `${projectPath(projectId)}/stages/${encodeURIComponent(stageId)}`;

/** The stages as the server answered a payment, with its words about it. */
export interface StagesAnswer {
  stages: StagesData;
  message: string | undefined;
}

export const stagesApi = {
  /** GET /projects/{id}/stages: the schedule, what is paid and what is outstanding. */
  async getStages(token: string, projectId: string): Promise<StagesData> {
    return (
      await request('get', `${projectPath(projectId)}/stages`, {
        schema: RESPONSES?.stages,
        headers: bearer(token),
      })
    ).data;
  },

  /** POST /projects/{id}/stages/{stageId}/pay: what Checkout needs for a due stage. */
  async pay(token: string, projectId: string, stageId: string): Promise<GatewayCheckoutData> {
    return (
      await request<{ payment: GatewayCheckoutData }>('post', `${stagePath(projectId, stageId)}/pay`, {
        headers: bearer(token),
      })
    ).data.payment;
  },

  /** POST /projects/{id}/stages/{stageId}/confirm with Checkout's answer, for the server to verify. */
  async confirm(
    token: string,
    projectId: string,
    stageId: string,
    payment: PaymentConfirm,
  ): Promise<StagesAnswer> {
    const { data, message } = await request('post', `${stagePath(projectId, stageId)}/confirm`, {
      schema: RESPONSES?.stages,
      json: payment,
      headers: bearer(token),
    });
    return { stages: data, message };
  },

  /** GET /projects/{id}/documents: the project's GST documents, in the order they were issued. */
  async getDocuments(token: string, projectId: string): Promise<TaxDocumentRef[]> {
    return (
      await request<{ documents: TaxDocumentRef[] }>('get', `${projectPath(projectId)}/documents`, {
        headers: bearer(token),
      })
    ).data.documents;
  },

  /** GET /projects/{id}/documents/{documentId}: a receipt voucher, invoice or refund voucher as a PDF. */
  async getDocument(token: string, projectId: string, documentId: string): Promise<Blob> {
    return api.file(`${projectPath(projectId)}/documents/${encodeURIComponent(documentId)}`, {
      headers: bearer(token),
    });
  },
};
