// The embedded provider's pages (sign in, create an account, forgot and reset password, sign out,
// errors) in the storefront's look. Plain HTML forms that work without JavaScript; every value that
// reaches the markup goes through `esc`. The API serves these itself, so fonts fall back to the
// system's serif and sans faces rather than load the site's files.

import { createHash } from 'node:crypto';
import { escapeHtmlStrict } from '../../email/escape.ts';

export const esc = escapeHtmlStrict;

export interface PageContext {
  brandName: string;
  /** Where "Back to the shop" goes. */
  shopUrl: string;
}

export type FieldErrors = Partial<Record<string, string>>;

const STYLE = `
:root{color-scheme:light;--ivory:#fbf7f0;--cream:#f3ebdd;--sand:#e6d8c2;--charcoal:#2b2724;--muted:#5c544c;
--terracotta:#a84b23;--terracotta-dark:#8c3c1a;--terracotta-soft:#f7e4d9;--teal:#1d5a58;--teal-soft:#e3eeec;--white:#fff}
*{box-sizing:border-box}
html{background:var(--ivory);color:var(--charcoal);font:16px/1.55 'Inter Variable',Inter,ui-sans-serif,system-ui,'Segoe UI',Roboto,'Noto Sans',sans-serif}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:2.5rem 1rem}
.brand{font-family:'Fraunces Variable',Fraunces,ui-serif,Georgia,'Times New Roman',serif;font-size:1.5rem;font-weight:600;color:var(--charcoal);text-decoration:none;margin-bottom:1.75rem;letter-spacing:-.01em}
.brand span{color:var(--terracotta)}
main{width:100%;max-width:27rem;background:var(--white);border:1px solid var(--sand);border-radius:1rem;padding:2rem 1.75rem;box-shadow:0 1px 2px rgb(43 39 36/.05),0 6px 20px -10px rgb(43 39 36/.18)}
h1{font-family:'Fraunces Variable',Fraunces,ui-serif,Georgia,'Times New Roman',serif;font-weight:600;font-size:1.75rem;line-height:1.2;margin:0 0 .5rem;letter-spacing:-.01em}
p{margin:.25rem 0 1rem;color:var(--muted)}
form{margin:0}
label{display:block;font-weight:600;font-size:.9rem;margin:1rem 0 .35rem}
.optional{font-weight:400;color:var(--muted)}
input{width:100%;font:inherit;color:var(--charcoal);background:var(--white);border:1px solid #b9ab97;border-radius:.6rem;padding:.65rem .8rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--teal);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--terracotta-dark)}
.hint{font-size:.85rem;color:var(--muted);margin:.3rem 0 0}
.field-error{font-size:.85rem;color:var(--terracotta-dark);margin:.3rem 0 0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 .75rem}
.alert{border-radius:.6rem;padding:.75rem .9rem;margin:1rem 0;font-size:.95rem}
.alert.error{background:var(--terracotta-soft);color:var(--terracotta-dark)}
.alert.notice{background:var(--teal-soft);color:var(--teal)}
button{display:block;width:100%;font:inherit;font-weight:600;border:0;border-radius:.6rem;padding:.75rem 1rem;margin-top:1.5rem;cursor:pointer;transition:background-color .2s}
.primary{background:var(--terracotta);color:var(--white)}
.primary:hover{background:var(--terracotta-dark)}
.secondary{background:var(--cream);color:var(--charcoal);margin-top:.75rem}
a.button{display:block;text-align:center;text-decoration:none;border-radius:.6rem;padding:.75rem 1rem;margin-top:1.5rem;font-weight:600}
a.button.primary{color:var(--white)}
.links{margin-top:1.25rem;font-size:.95rem;display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem}
a{color:var(--teal);font-weight:500}
footer{margin-top:1.5rem;font-size:.85rem;color:var(--muted)}
@media (max-width:30rem){.row{grid-template-columns:1fr}main{padding:1.5rem 1.25rem}}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;

/**
 * The pages' Content-Security-Policy: no script at all, and only this exact stylesheet (by hash, not
 * 'unsafe-inline'). `formAction` lists where the forms may post (the provider and the site's origins).
 */
export function pagePolicy(formAction: string[]): string {
  const styleHash = createHash('sha256').update(STYLE, 'utf8').digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    "img-src 'self' data:",
    `form-action ${formAction.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The shop's mark as the tab icon, inline, so the provider answers no request for a favicon. */
const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 34 38"><path d="M2 37V17C2 8.7 8.7 2 17 2s15 6.7 15 15v20Z" fill="#a84b23"/><path d="M9 37V19c0-4.4 3.6-8 8-8s8 3.6 8 8v18Z" fill="#fbf7f0"/><circle cx="17" cy="24" r="3" fill="#b8893b"/></svg>',
  );

export function layout(context: PageContext, title: string, body: string): string {
  const [first, ...rest] = context.brandName.split(' ');
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} · ${esc(context.brandName)}</title>
<link rel="icon" href="${FAVICON}">
<style>${STYLE}</style>
</head>
<body>
<a class="brand" href="${esc(context.shopUrl)}">${esc(first)}${rest.length ? ` <span>${esc(rest.join(' '))}</span>` : ''}</a>
<main>
${body}
</main>
<footer><a href="${esc(context.shopUrl)}">Back to the shop</a></footer>
</body>
</html>`;
}

const alert = (kind: 'error' | 'notice', message: string | undefined) =>
  message
    ? `<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${esc(message)}</div>`
    : '';

interface FieldOptions {
  name: string;
  label: string;
  type?: string;
  value?: string;
  autocomplete: string;
  required?: boolean;
  hint?: string;
  error?: string;
  autofocus?: boolean;
  extra?: string;
}

function field(options: FieldOptions): string {
  const id = `f-${options.name}`;
  const described = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<label for="${id}">${esc(options.label)}${options.required === false ? ' <span class="optional">(optional)</span>' : ''}</label>
<input id="${id}" name="${esc(options.name)}" type="${esc(options.type ?? 'text')}" autocomplete="${esc(options.autocomplete)}"${
    options.value !== undefined && options.type !== 'password' ? ` value="${esc(options.value)}"` : ''
  }${options.required === false ? '' : ' required'}${options.error ? ' aria-invalid="true"' : ''}${
    described ? ` aria-describedby="${described}"` : ''
  }${options.autofocus ? ' autofocus' : ''}${options.extra ?? ''}>
${options.hint ? `<p class="hint" id="${id}-hint">${esc(options.hint)}</p>` : ''}${
    options.error ? `<p class="field-error" id="${id}-error">${esc(options.error)}</p>` : ''
  }`;
}

const interactionPath = (base: string, uid: string, action = '') =>
  `${base}/interaction/${encodeURIComponent(uid)}${action ? `/${action}` : ''}`;

export interface SignInPage {
  base: string;
  uid: string;
  email?: string;
  error?: string;
  notice?: string;
  /** A sign-in to the back office: staff are added by the owner, so no "Create an account". */
  staff?: boolean;
}

export function signInPage(context: PageContext, page: SignInPage): string {
  const signUp = page.staff
    ? ''
    : `\n<a href="${esc(interactionPath(page.base, page.uid, 'signup'))}">Create an account</a>`;
  return layout(
    context,
    page.staff ? 'Back office sign-in' : 'Sign in',
    `<h1>${page.staff ? 'Back office' : 'Welcome back'}</h1>
<p>${page.staff ? 'Sign in with your staff account to run the shop.' : 'Sign in to see your wishlist, projects and profile.'}</p>
${alert('error', page.error)}${alert('notice', page.notice)}
<form method="post" action="${esc(interactionPath(page.base, page.uid, 'login'))}" novalidate>
${field({ name: 'email', label: 'Email address', type: 'email', value: page.email ?? '', autocomplete: 'username', autofocus: !page.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: !!page.email })}
<button class="primary" type="submit">Sign in</button>
</form>
<div class="links">
<a href="${esc(interactionPath(page.base, page.uid, 'forgot'))}">Forgot your password?</a>${signUp}
</div>
<form method="post" action="${esc(interactionPath(page.base, page.uid, 'abort'))}">
<button class="secondary" type="submit">Cancel</button>
</form>`,
  );
}

export interface SignUpPage {
  base: string;
  uid: string;
  values?: Partial<Record<'first_name' | 'last_name' | 'email' | 'phone', string>>;
  errors?: FieldErrors;
  error?: string;
}

export function signUpPage(context: PageContext, page: SignUpPage): string {
  const values = page.values ?? {};
  const errors = page.errors ?? {};
  return layout(
    context,
    'Create an account',
    `<h1>Create your account</h1>
<p>Save favourites, follow your design projects and book consultations faster.</p>
${alert('error', page.error)}
<form method="post" action="${esc(interactionPath(page.base, page.uid, 'signup'))}" novalidate>
<div class="row">
<div>${field({ name: 'first_name', label: 'First name', value: values.first_name ?? '', autocomplete: 'given-name', error: errors.first_name, autofocus: true })}</div>
<div>${field({ name: 'last_name', label: 'Last name', value: values.last_name ?? '', autocomplete: 'family-name', error: errors.last_name })}</div>
</div>
${field({ name: 'email', label: 'Email address', type: 'email', value: values.email ?? '', autocomplete: 'email', error: errors.email })}
${field({ name: 'phone', label: 'Phone number', type: 'tel', value: values.phone ?? '', autocomplete: 'tel', required: false, hint: 'With its country code, e.g. +91 98765 43210; an Indian mobile number may go without.', error: errors.phone })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: 'At least 8 characters.', error: errors.password, extra: ' minlength="8" maxlength="128"' })}
<button class="primary" type="submit">Create account</button>
</form>
<div class="links"><span>Already have an account? <a href="${esc(interactionPath(page.base, page.uid))}">Sign in</a></span></div>`,
  );
}

/** After a sign-up: the same page whether or not the address already had an account. */
export function checkEmailPage(
  context: PageContext,
  page: { base: string; uid: string; email: string },
): string {
  return layout(
    context,
    'Check your email',
    `<h1>Check your email</h1>
<p>We have sent a message to <strong>${esc(page.email)}</strong>. Open the link in it within 24 hours to finish creating your account.</p>
<p>Nothing there after a few minutes? Look in your spam folder, or sign in with the same email address and password and we will send the link again.</p>
<div class="links"><a href="${esc(interactionPath(page.base, page.uid))}">Back to sign in</a></div>`,
  );
}

/** After the link confirmed the address (a sign-in page continues instead when the browser has one open). */
export function confirmedPage(context: PageContext): string {
  return layout(
    context,
    'Email address confirmed',
    `<h1>Your email address is confirmed</h1>
<p>Thank you! Sign in with your email address and password to see your wishlist, design projects and profile.</p>
<a class="button primary" href="${esc(signInUrl(context))}">Sign in</a>`,
  );
}

export function confirmationExpiredPage(context: PageContext): string {
  return layout(
    context,
    'Link expired',
    `<h1>This link has expired</h1>
<p>Confirmation links work for 24 hours. Sign in with your email address and password, and we will send you a new one.</p>
<a class="button primary" href="${esc(signInUrl(context))}">Sign in</a>`,
  );
}

/** Sign-in from the shop: its profile page asks visitors to sign in and shows the profile afterwards. */
function signInUrl(context: PageContext): string {
  try {
    return new URL('profile', context.shopUrl).href;
  } catch {
    return context.shopUrl;
  }
}

export const CONFIRMED_NOTICE = 'Thank you, your email address is confirmed. Sign in to continue.';

export const unconfirmedMessage = (email: string) =>
  `Please confirm your email address first. We have sent a new link to ${email}: open it to finish signing up.`;

export const unconfirmedWaitMessage = (email: string, minutes: number) =>
  `Please confirm your email address first, with the link we sent to ${email}. Nothing there? Look in your spam folder, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export interface ForgotPage {
  base: string;
  uid: string;
  email?: string;
  error?: string;
  sent?: boolean;
}

export const RESET_SENT_MESSAGE =
  'If an account exists for that email address, we have sent a link to reset your password. It works for one hour.';

export function forgotPage(context: PageContext, page: ForgotPage): string {
  return layout(
    context,
    'Reset your password',
    `<h1>Forgot your password?</h1>
<p>Enter the email address you signed up with and we will send you a link to choose a new one.</p>
${alert('error', page.error)}${page.sent ? alert('notice', RESET_SENT_MESSAGE) : ''}
<form method="post" action="${esc(interactionPath(page.base, page.uid, 'forgot'))}" novalidate>
${field({ name: 'email', label: 'Email address', type: 'email', value: page.email ?? '', autocomplete: 'email', autofocus: true })}
<button class="primary" type="submit">Send reset link</button>
</form>
<div class="links"><a href="${esc(interactionPath(page.base, page.uid))}">Back to sign in</a></div>`,
  );
}

export interface ResetPage {
  base: string;
  token: string;
  error?: string;
  fieldError?: string;
  done?: boolean;
  invalid?: boolean;
}

export function resetPage(context: PageContext, page: ResetPage): string {
  if (page.done) {
    return layout(
      context,
      'Password updated',
      `<h1>Password updated</h1>
<p>Your new password is set, and every device that was signed in has been signed out. Sign in again from the shop.</p>
<a href="${esc(context.shopUrl)}">Back to the shop</a>`,
    );
  }
  if (page.invalid) {
    return layout(
      context,
      'Link expired',
      `<h1>This link has expired</h1>
<p>Password links work once and for a limited time: a reset link for one hour. Ask for a new one with "Forgot your password?" on the sign-in page.</p>
<a href="${esc(context.shopUrl)}">Back to the shop</a>`,
    );
  }
  return layout(
    context,
    'Choose a new password',
    `<h1>Choose a new password</h1>
${alert('error', page.error)}
<form method="post" action="${esc(page.base)}/reset" novalidate>
<input type="hidden" name="token" value="${esc(page.token)}">
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: 'At least 8 characters.', error: page.fieldError, autofocus: true, extra: ' minlength="8" maxlength="128"' })}
<button class="primary" type="submit">Save new password</button>
</form>`,
  );
}

/** The provider's sign-out confirmation; `form` is its own form with the anti-forgery token. */
export function logoutPage(context: PageContext, form: string): string {
  return layout(
    context,
    'Sign out',
    `<h1>Sign out?</h1>
<p>You will be signed out of ${esc(context.brandName)} on this device.</p>
${form}
<button class="primary" type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>Yes, sign me out</button>
<button class="secondary" type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}

export function signedOutPage(context: PageContext): string {
  return layout(
    context,
    'Signed out',
    `<h1>You are signed out</h1>
<p>See you again soon.</p>
<a href="${esc(context.shopUrl)}">Back to the shop</a>`,
  );
}

export function errorPage(context: PageContext, message: string, detail?: string): string {
  return layout(
    context,
    'Something went wrong',
    `<h1>We could not sign you in</h1>
${alert('error', message)}
${detail ? `<p>${esc(detail)}</p>` : ''}
<p>Please go back to the shop and try again.</p>
<a href="${esc(context.shopUrl)}">Back to the shop</a>`,
  );
}

/** A person who is not (or no longer) staff signed in to the back office: no token, and why. */
export function noBackOfficeAccessPage(context: PageContext, email: string): string {
  return layout(
    context,
    'No access',
    `<h1>No access to the back office</h1>
${alert('error', 'This account has no access to the back office.')}
<p>You signed in as ${esc(email)}, which is not a member of the shop's staff. If you should have access, ask the shop's owner to add this address.</p>
<a href="${esc(context.shopUrl)}">Back to the shop</a>`,
  );
}
