// Every request has an id: the caller's `X-Request-Id` when it is a plain token (a proxy or load
// balancer in front may set one), otherwise a new UUID. It is in every log line about the request
// (`requestId`) and goes back in the `X-Request-Id` header, so a reported failure can be found.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, 8 to 64 of them: enough for any proxy's ids, nothing to inject. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
