// /callback (docs/account.md): 'Completing sign in...' while the code is exchanged, then back to the
// page the visitor started from (after a deliberate cancel too, with a note there); on any other
// failure 'Authentication Error', the message and 'Go Home'. In a sign-in popup it hands the answer to
// the page that opened it, and the popup closes.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { completeLogin } from './auth-store.ts';
import Spinner from '../../components/Spinner.tsx';
import { AccountIcon } from './icons.tsx';

export default function CallbackView(): ReactNode {
  const [error, setError] = useState<string | null>(null);
  const ran = useRef(false);

  useEffect(() => {
    // The code works once: React's development double effect must not spend it twice.
    if (ran.current) return;
    ran.current = true;
    completeLogin()
      // null: a popup's return, handed to the page that opened it; the popup closes.
      .then((returnTo) => returnTo !== null && window.location.replace(returnTo))
      .catch((failure: unknown) => {
        console.error('Sign-in failed', failure);
        setError(failure instanceof Error && failure.message ? failure.message : 'Login failed');
      });
  }, []);

  if (error !== null) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center text-center" role="alert">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-terracotta-soft text-terracotta-dark">
          <AccountIcon name="alert" size={26} />
        </span>
        <h1 className="mt-5 text-3xl font-medium text-charcoal">Authentication Error</h1>
        <p className="mt-3 text-muted">{error}</p>
        <a href="/" className="btn btn-primary mt-6">
          Go Home
        </a>
      </section>
    );
  }
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4">
      <Spinner size="large" label="Completing sign in..." showLabel />
    </div>
  );
}
