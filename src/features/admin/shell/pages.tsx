// Pieces every screen uses: the page heading, the refusal of a role and the not-found page.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { FORBIDDEN_FOR_ROLE } from '../api/admin-api.ts';
import { useAdmin } from '../admin-context.tsx';
import type { Permission } from '../lib/permissions.ts';

/** The page's heading, focused when the screen changes so that keyboard and reader users start there. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    document.title = `${title} | Back office`;
  }, [title]);
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold text-charcoal focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

/** What a member whose role does not allow a screen sees instead of it. */
export function Forbidden() {
  return (
    <div role="alert" className="rounded-xl border border-terracotta bg-terracotta-soft p-6">
      <h2 className="font-semibold">Not for your role</h2>
      <p className="mt-1 text-sm">{FORBIDDEN_FOR_ROLE}</p>
    </div>
  );
}

/** Renders `children` only when the member's role has `permission`; otherwise the refusal. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { can } = useAdmin();
  return can(permission) ? children : <Forbidden />;
}

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl p-8 text-center">
      <h1 className="font-serif text-2xl font-semibold">No such page in the back office</h1>
      <p className="mt-2 text-muted">The address may be mistyped, or the record may have been removed.</p>
      <Link to="/" className="mt-4 inline-block font-semibold text-teal underline">
        Go to the dashboard
      </Link>
    </div>
  );
}
