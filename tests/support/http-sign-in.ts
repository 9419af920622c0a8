// Signing in to the embedded provider over real HTTP, as a browser does: the authorization request, the
// sign-in form, the redirects back to the storefront's callback, and the code exchanged for tokens.
import {
  authorizeUrl,
  TEST_CLIENT_ID,
  TEST_REDIRECT_URI,
  type AuthorizeOptions,
  type Tokens,
} from './oidc.ts';

class Jar {
  readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface HttpSignIn {
  /** The sign-in form's answer: 303 on to the storefront, 401 wrong password, 429 throttled. */
  status: number;
  tokens?: Tokens;
}

/**
 * Signs `email` in at `base` (the API's public origin), from client address `ip`, to the storefront, or
 * to the client `options` name (ADMIN_SIGN_IN: the back office).
 */
export async function signInOverHttp(
  base: string,
  email: string,
  password: string,
  ip: string,
  options: AuthorizeOptions = {},
): Promise<HttpSignIn> {
  const jar = new Jar();
  const send = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(new URL(path, base), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header(), 'x-forwarded-for': ip },
    });
    jar.take(response);
    return response;
  };
  const request = authorizeUrl(options);
  const started = await send(request.url);
  const interaction = started.headers.get('location');
  if (started.status !== 303 || !interaction) throw new Error(`authorize answered ${started.status}`);
  let answer = await send(`${new URL(interaction, base).pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (answer.status !== 303) {
    await answer.body?.cancel();
    return { status: answer.status };
  }
  for (let hops = 0; hops < 10; hops++) {
    const location = new URL(answer.headers.get('location') ?? '', base);
    await answer.body?.cancel();
    if (location.origin !== new URL(base).origin) {
      const code = location.searchParams.get('code');
      if (!code || location.searchParams.get('state') !== request.state)
        throw new Error(`no code at ${location.href}`);
      const exchanged = await fetch(new URL('/oidc/token', base), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: options.redirectUri ?? TEST_REDIRECT_URI,
          client_id: options.clientId ?? TEST_CLIENT_ID,
          code_verifier: request.pkce.verifier,
        }).toString(),
      });
      if (exchanged.status !== 200) throw new Error(`token exchange answered ${exchanged.status}`);
      return { status: 303, tokens: (await exchanged.json()) as Tokens };
    }
    answer = await send(`${location.pathname}${location.search}`);
    if (answer.status < 300 || answer.status >= 400)
      throw new Error(`expected a redirect, got ${answer.status}`);
  }
  throw new Error('too many redirects');
}
