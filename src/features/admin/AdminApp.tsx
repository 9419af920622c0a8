// The back office's one island: completes a staff sign-in at /admin/callback, sends a visitor without one
// to the provider, reads the member and their permissions (GET /admin/me), then draws the screen the
// address names. A 401 on any later call asks the member to sign in again; a member whose account is not
// (or no longer) staff is told so.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminMeData } from '@contract/admin/staff.ts';
import { ApiError } from '../../lib/api.ts';
import { AdminContext, type AdminContextValue } from './admin-context.tsx';
import { adminErrorMessage, createAdminApi } from './api/admin-api.ts';
import { CALLBACK_PATH, StaffSession } from './auth/staff-sign-in.ts';
import { ADMIN_BUNDLE_MARKER } from './bundle-marker.ts';
import { buttonClass } from './components/fields.tsx';
import { ToastProvider } from './components/toasts.tsx';
import { canFor } from './lib/permissions.ts';
import { createAdminRouter } from './routes.tsx';

type Phase =
  | { kind: 'starting' }
  | { kind: 'signing-in' }
  | { kind: 'ready'; me: AdminMeData }
  | { kind: 'not-staff'; message: string }
  | { kind: 'failed'; message: string };

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <div className="max-w-md rounded-2xl border border-sand bg-white p-8 text-center shadow-sm">
        {children}
      </div>
    </div>
  );
}

export default function AdminApp() {
  const [session] = useState(() => new StaffSession());
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [signedOut, setSignedOut] = useState(false);
  const api = useMemo(
    () => createAdminApi({ accessToken: () => session.accessToken(), onSignedOut: () => setSignedOut(true) }),
    [session],
  );
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            refetchOnWindowFocus: false,
            staleTime: 15_000,
            retry: (count, error) =>
              count < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
          },
        },
      }),
  );
  // Made once the address is final (after the callback has replaced it), so that it starts there.
  const [router, setRouter] = useState<ReturnType<typeof createAdminRouter> | null>(null);

  const run = useCallback(async () => {
    try {
      if (window.location.pathname === CALLBACK_PATH) {
        const returnTo = await session.completeSignIn();
        window.history.replaceState(null, '', returnTo);
      }
      if (!(await session.currentUser())) {
        setPhase({ kind: 'signing-in' });
        await session.signIn();
        return;
      }
      const me = await api.call('get', '/admin/me');
      setSignedOut(false);
      setRouter((current) => current ?? createAdminRouter());
      setPhase({ kind: 'ready', me });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        setPhase({ kind: 'not-staff', message: 'This account is not a member of the shop’s staff.' });
      } else if (error instanceof ApiError && error.status === 401) {
        setPhase({ kind: 'signing-in' });
        await session.signIn().catch(() => setPhase({ kind: 'failed', message: 'Signing in failed.' }));
      } else {
        const message =
          error instanceof ApiError
            ? adminErrorMessage(error)
            : error instanceof Error
              ? error.message
              : String(error);
        setPhase({ kind: 'failed', message: message || 'Signing in failed.' });
      }
    }
  }, [api, session]);

  // The phase starts as 'starting'; "Try again" sets it back before running again.
  useEffect(() => {
    // run() sets the phase only after its first await: the rule cannot see through the async function.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void run();
  }, [run]);
  const start = () => {
    setPhase({ kind: 'starting' });
    void run();
  };

  const context = useMemo<AdminContextValue | null>(
    () => (phase.kind === 'ready' ? { me: phase.me, can: canFor(phase.me.permissions), api, session } : null),
    [phase, api, session],
  );

  if (phase.kind === 'starting' || phase.kind === 'signing-in') {
    return (
      <Centered>
        <p role="status" className="text-muted">
          {phase.kind === 'starting' ? 'Opening the back office…' : 'Taking you to the staff sign-in…'}
        </p>
      </Centered>
    );
  }
  if (phase.kind === 'not-staff' || phase.kind === 'failed') {
    return (
      <Centered>
        <h1 className="font-serif text-xl font-semibold">
          {phase.kind === 'not-staff' ? 'No access to the back office' : 'The back office could not open'}
        </h1>
        <p role="alert" className="mt-2 text-sm text-muted">
          {phase.message}
        </p>
        <div className="mt-4 flex justify-center gap-3">
          {phase.kind === 'failed' ? (
            <button type="button" className={buttonClass.primary} onClick={() => void start()}>
              Try again
            </button>
          ) : null}
          <button type="button" className={buttonClass.outline} onClick={() => void session.signOut()}>
            Sign out
          </button>
        </div>
      </Centered>
    );
  }

  if (!router) return null;
  return (
    <div data-bundle={ADMIN_BUNDLE_MARKER}>
      <AdminContext.Provider value={context}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
            {signedOut ? (
              <div
                role="alertdialog"
                aria-modal="true"
                aria-labelledby="signed-out-title"
                className="fixed inset-0 z-50 flex items-center justify-center bg-charcoal/60 p-4"
              >
                <div className="max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl">
                  <h2 id="signed-out-title" className="font-serif text-xl font-semibold">
                    Your sign-in has ended
                  </h2>
                  <p className="mt-2 text-sm text-muted">
                    Sign in again to carry on. Unsaved changes on this screen will be lost.
                  </p>
                  <button
                    type="button"
                    autoFocus
                    className={`${buttonClass.primary} mt-4`}
                    onClick={() => void session.signIn()}
                  >
                    Sign in again
                  </button>
                </div>
              </div>
            ) : null}
          </ToastProvider>
        </QueryClientProvider>
      </AdminContext.Provider>
    </div>
  );
}
