// Who may call an admin route (decision 050). Every route under /api/v1/admin names the permission it
// needs in its route config (`config: { permission: 'catalogue:write' }`); this guard checks the bearer
// token, that it is a staff sign-in (the `admin` scope), the member's current role, and the permission,
// before the request body is even read. No token, or a bad one: 401 with isAuthError. A valid token
// that is not staff, or a role without the permission: 403.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, STAFF_SCOPE, type Permission, type StaffRole } from '../../../contract/admin/rules.ts';
import { AppError } from '../../errors.ts';
import { INVALID_TOKEN_MESSAGE, type Principal, type TokenVerifier } from '../identity/index.ts';
import { isStaffRole, staffName, type StaffService } from './staff.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission an admin route needs. An admin route without one is refused to everyone. */
    permission?: Permission;
  }
  interface FastifyRequest {
    /** The signed-in member of staff, set by the admin guard. */
    staff?: StaffPrincipal;
  }
}

export interface StaffPrincipal {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export const STAFF_SIGN_IN_REQUIRED = 'Please sign in to the back office.';
export const NOT_STAFF_MESSAGE = 'This sign-in does not open the back office.';
export const permissionMessage = (permission: Permission) =>
  `Your role does not allow this: it needs the ${permission} permission.`;

const BEARER_RE = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export interface StaffGuardOptions {
  verifier: TokenVerifier;
  staff: StaffService;
  /** An external provider's claim that carries the role (e.g. "https://shop.example/roles"); unset: the staff table decides. */
  rolesClaim?: string | undefined;
  /**
   * An external provider: a member the owner added is linked to their sign-in on their first call, by
   * the e-mail address the provider vouches for. (The embedded provider links them when it grants
   * `admin`.)
   */
  linkByEmail?: boolean;
}

/** The role a claim names: a string, or the first known role in an array. */
function roleFromClaim(value: unknown): StaffRole | null {
  const values = Array.isArray(value) ? value : [value];
  return (values.find(isStaffRole) as StaffRole | undefined) ?? null;
}

/** The address an external provider vouches for: the token's `email`, else its userinfo's. */
async function vouchedEmail(verifier: TokenVerifier, principal: Principal): Promise<string | undefined> {
  if (principal.claims.email_verified === false) return undefined;
  return (await verifier.profileHints(principal)).email;
}

export function createStaffGuard({ verifier, staff, rolesClaim, linkByEmail = false }: StaffGuardOptions) {
  /** The member behind the request's token; throws 401 or 403. */
  async function principalOf(request: FastifyRequest): Promise<StaffPrincipal> {
    const header = request.headers.authorization;
    if (!header || header.trim() === '') throw AppError.unauthorized(STAFF_SIGN_IN_REQUIRED);
    const token = BEARER_RE.exec(header)?.[1];
    if (!token) throw AppError.unauthorized(INVALID_TOKEN_MESSAGE);
    const principal = await verifier.verify(token);
    if (!principal.scopes.has(STAFF_SCOPE)) throw new AppError('forbidden', NOT_STAFF_MESSAGE);

    if (rolesClaim && principal.claims[rolesClaim] !== undefined) {
      const role = roleFromClaim(principal.claims[rolesClaim]);
      if (!role) throw new AppError('forbidden', NOT_STAFF_MESSAGE);
      const email = typeof principal.claims.email === 'string' ? principal.claims.email : principal.subject;
      const row = await staff.followClaim({
        email,
        first_name: typeof principal.claims.given_name === 'string' ? principal.claims.given_name : email,
        last_name: typeof principal.claims.family_name === 'string' ? principal.claims.family_name : '',
        role,
        issuer: principal.issuer,
        subject: principal.subject,
      });
      return { id: row.id, email: row.email, name: staffName(row), role };
    }

    let row = await staff.findActiveBySubject(principal.issuer, principal.subject);
    if (!row && linkByEmail) {
      const email = await vouchedEmail(verifier, principal);
      if (email) row = await staff.linkFirstSignIn(principal.issuer, principal.subject, email);
    }
    if (!row || !isStaffRole(row.role)) throw new AppError('forbidden', NOT_STAFF_MESSAGE);
    return { id: row.id, email: row.email, name: staffName(row), role: row.role };
  }

  return {
    principalOf,

    /**
     * Installs the check on every route of `app` (an admin routes plugin). Runs on request, before the
     * body is read, so nothing an unauthorised caller sends is parsed.
     */
    protect(app: FastifyInstance): void {
      // The OpenAPI document shows each admin operation's permission and its bearer security.
      app.addHook('onRoute', (route) => {
        const schema = (route.schema ??= {}) as Record<string, unknown>;
        schema['x-permission'] = route.config?.permission ?? null;
        schema.security ??= [{ bearer: [] }];
      });
      app.addHook('onRequest', async (request) => {
        const permission = request.routeOptions.config.permission;
        const member = await principalOf(request);
        if (!permission || !can(member.role, permission)) {
          throw new AppError('forbidden', permission ? permissionMessage(permission) : NOT_STAFF_MESSAGE);
        }
        request.staff = member;
        void staff
          .touch(member.id)
          .catch((error: unknown) => request.log.warn({ err: error }, 'staff touch failed'));
      });
    },
  };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;

/** The member the guard admitted; only valid inside a protected route. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('forbidden', NOT_STAFF_MESSAGE);
  return request.staff;
}
