// The gate of the protected pages (docs/account.md): a spinner while the signed-in state is being
// worked out, a "Sign in required" panel for anonymous visitors, and the page itself for signed-in
// customers.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $auth, initAuth, login } from './auth-store.ts';
import Spinner from '../../components/Spinner.tsx';
import { AccountIcon } from './icons.tsx';

export function PageSpinner({ label = 'Loading…' }: { label?: string }): ReactNode {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="large" label={label} />
    </div>
  );
}

function SignInRequired(): ReactNode {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-sand bg-white px-8 py-12 text-center shadow-soft">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-terracotta-soft text-terracotta-dark">
        <AccountIcon name="lock" size={26} />
      </span>
      <h2 className="mt-5 text-2xl font-medium text-charcoal">Sign in required</h2>
      <p className="mt-2 text-muted">Please sign in to access this page.</p>
      <button type="button" className="btn btn-primary mt-6" onClick={() => void login()}>
        Sign In
      </button>
    </section>
  );
}

export default function AuthGate({ children }: { children: ReactNode }): ReactNode {
  const auth = useStore($auth);
  useEffect(() => initAuth(), []);
  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'anonymous') return <SignInRequired />;
  return children;
}
