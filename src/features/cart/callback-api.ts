// POST /checkout/callback through the site's API client, loaded when a shopper sends the request
// (decision 161): the server prices the lines and stores the request as a lead.
import { CALLBACK_SUCCESS_MESSAGE } from '@contract/order-rules.ts';
import type { CallbackData, CallbackRequest } from '@contract/orders.ts';
import { api, fieldErrorsOf, formFailureMessage } from '../../lib/api.ts';

export type CallbackOutcome =
  | { ok: true; reference: string; message: string }
  | { ok: false; message: string; fields: Record<string, string> };

const FAILED = "We couldn't send your request. Please try again, or call us.";

/** Sends the request once per `idempotencyKey`; a failure says why, field by field where it can. */
export async function sendCallback(
  request: CallbackRequest,
  idempotencyKey: string,
): Promise<CallbackOutcome> {
  try {
    const answer = await api.request<CallbackData>('post', '/checkout/callback', {
      json: request,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return {
      ok: true,
      reference: answer.data.reference,
      message: answer.message ?? CALLBACK_SUCCESS_MESSAGE,
    };
  } catch (error) {
    return { ok: false, message: formFailureMessage(error, FAILED), fields: fieldErrorsOf(error) };
  }
}
