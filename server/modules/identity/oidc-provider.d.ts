// The part of oidc-provider's API this project uses. The package ships JavaScript only, and the
// community typings lag its major versions, so the surface is declared here and kept small.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    returnTo: string;
    exp: number;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; scope?: string; resource?: string | string[] };
    session?: { accountId: string; uid: string; cookie?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export interface GrantInstance {
    readonly jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    /** The granted OpenID scopes that are also in `filter`, space separated. */
    getOIDCScopeFiltered(filter: Set<string>): string;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantStatic {
    new (init: { accountId: string; clientId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface ClientInstance {
    clientId: string;
    clientName?: string;
    grantTypeAllowed(type: string): boolean;
  }

  /** The Koa context the provider hands to configuration functions. */
  export interface ProviderContext {
    type: string;
    body: unknown;
    host: string;
    status: number;
    oidc: {
      route: string;
      client?: ClientInstance;
      params?: Record<string, unknown>;
      entities: Record<string, unknown>;
      /** The interaction's result while the provider resumes after it. */
      result?: { consent?: { grantId?: string } };
      session?: { grantIdFor(clientId: string): string | undefined };
      provider: Provider;
      urlFor(name: string, options?: Record<string, unknown>): string;
    };
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantStatic;
    callback(): RequestHandler;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  type OidcErrorClass = new (
    description?: string,
    detail?: string,
  ) => Error & {
    error: string;
    error_description?: string;
    statusCode: number;
  };

  export const errors: {
    InvalidGrant: OidcErrorClass;
    InvalidTarget: OidcErrorClass;
    InvalidRequest: OidcErrorClass;
    AccessDenied: OidcErrorClass;
    SessionNotFound: OidcErrorClass;
    OIDCProviderError: OidcErrorClass;
  };

  export default Provider;
}
