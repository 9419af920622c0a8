// The customer's routes of design projects (quotes and payments): the caller is known before anything
// they sent is read, so no token is a 401 whatever the path or body holds. Reading takes
// read:projects, writing write:projects. Answers are personal: never cached.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerWithFirstMessage } from '../../http/validation.ts';
import type { Auth, Customer } from '../identity/index.ts';

/** Sets up a plugin's customer routes; answers the caller's customer record of a request. */
export function customerScope(app: FastifyInstance, auth: Auth): (request: FastifyRequest) => Customer {
  app.setErrorHandler(answerWithFirstMessage);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  const callers = new WeakMap<FastifyRequest, Customer>();
  app.addHook('preValidation', async (request) => {
    const scope = request.method === 'GET' ? 'read:projects' : 'write:projects';
    callers.set(request, (await auth.caller(request, scope)).customer);
  });
  return (request) => callers.get(request)!;
}
