// Who is calling: the bearer token checked by the identity module, the scope the route needs, and the
// caller's customer record (created on first sight). A missing or invalid token is a 401 with
// isAuthError (the site then signs the visitor out); a valid token without the scope is a 403.
import type { FastifyRequest } from 'fastify';
import type { ApiScope } from '../../../contract/account.ts';
import { AppError } from '../../errors.ts';
import type { customers } from '../../db/schema.ts';
import { INVALID_TOKEN_MESSAGE, type Principal, type ProfileHints, type TokenVerifier } from './verify.ts';

/** A customer record, its timestamps in ISO 8601 (the account module keeps them). */
export type Customer = typeof customers.$inferSelect;

/** Finds the caller's customer record, creating it the first time (the account module's customers). */
export interface CustomerRecords {
  resolve(principal: Principal, hints: () => Promise<ProfileHints>): Promise<Customer>;
}

export interface Caller {
  principal: Principal;
  customer: Customer;
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

const BEARER_RE = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export function createAuth(verifier: TokenVerifier, customers: CustomerRecords) {
  return {
    /** The caller, who must hold `scope`. `missing` is the 401 message when no token was sent. */
    async caller(
      request: FastifyRequest,
      scope: ApiScope,
      missing = SIGN_IN_REQUIRED_MESSAGE,
    ): Promise<Caller> {
      const header = request.headers.authorization;
      if (!header || header.trim() === '') throw AppError.unauthorized(missing);
      const token = BEARER_RE.exec(header)?.[1];
      if (!token) throw AppError.unauthorized(INVALID_TOKEN_MESSAGE);
      const principal = await verifier.verify(token);
      if (!principal.scopes.has(scope)) {
        throw new AppError(
          'forbidden',
          `Your sign-in does not allow this: it needs the ${scope} permission.`,
        );
      }
      const customer = await customers.resolve(principal, () => verifier.profileHints(principal));
      return { principal, customer };
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
