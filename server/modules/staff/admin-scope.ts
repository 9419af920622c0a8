// What every admin routes plugin starts with: the staff guard on each of its routes, answers that are
// never cached, and validation errors answered with the first field's message.
import type { FastifyInstance } from 'fastify';
import { answerWithFirstMessage } from '../../http/validation.ts';
import type { StaffGuard } from './guard.ts';

/** Error responses every admin route may give, for its OpenAPI `response` map. */
export const ADMIN_TAG = 'admin';

export function adminScope(app: FastifyInstance, guard: StaffGuard): void {
  guard.protect(app);
  app.setErrorHandler(answerWithFirstMessage);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
