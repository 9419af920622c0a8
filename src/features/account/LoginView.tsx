// /login: where a visitor goes when the API no longer accepts their sign-in (docs/account.md). It
// explains and offers to sign in again, returning home afterwards.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $auth, initAuth, login } from './auth-store.ts';
import { PageSpinner } from './AuthGate.tsx';
import { AccountIcon } from './icons.tsx';

export default function LoginView(): ReactNode {
  const auth = useStore($auth);
  useEffect(() => initAuth(), []);
  useEffect(() => {
    if (auth.status === 'authenticated') window.location.replace('/');
  }, [auth.status]);
  if (auth.status !== 'anonymous') return <PageSpinner />;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-sand bg-white px-8 py-12 text-center shadow-soft">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-teal-soft text-teal">
        <AccountIcon name="user" size={26} />
      </span>
      <h1 className="mt-5 text-3xl font-medium text-charcoal">Sign In</h1>
      <p className="mt-2 text-muted">
        Your session has ended. Please sign in again to see your wishlist, projects and profile.
      </p>
      <button type="button" className="btn btn-primary mt-6" onClick={() => void login('/')}>
        Sign In
      </button>
      <a href="/" className="mt-4 font-medium text-teal underline underline-offset-4">
        Continue browsing
      </a>
    </section>
  );
}
