// /projects (docs/account.md): the customer's design projects as cards, with loading, error and empty
// states.
import { useEffect, useState, type ReactNode } from 'react';
import type { Project } from '@contract/account.ts';
import { accountApi } from './account-api.ts';
import { toApiError } from '../../lib/api.ts';
import { reportFailure, withToken } from './auth-store.ts';
import AuthGate, { PageSpinner } from './AuthGate.tsx';
import { AccountIcon } from './icons.tsx';
import { budgetRange, createdOn, designerName, shortId, statusBadge } from './projects.ts';

function ProjectCard({ project }: { project: Project }): ReactNode {
  const [expanded, setExpanded] = useState(false);
  const badge = statusBadge(project.status);
  const designer = designerName(project);
  const budget = budgetRange(project);
  return (
    <article className="flex flex-col rounded-3xl border border-sand bg-white p-6 shadow-soft">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-medium text-charcoal">{project.project_name}</h2>
          <p className="mt-1 text-sm text-muted">
            <span className="font-mono">{shortId(project.id)}</span> · Created {createdOn(project.created_at)}
          </p>
        </div>
        <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${badge.className}`}>
          {badge.label}
        </span>
      </div>
      <dl className="mt-5 grid gap-3 text-sm">
        {designer && (
          <div className="flex gap-2">
            <dt className="text-muted">Designer:</dt>
            <dd className="font-medium text-charcoal">{designer}</dd>
          </div>
        )}
        {budget && (
          <div className="flex gap-2">
            <dt className="text-muted">Budget:</dt>
            <dd className="font-medium text-charcoal">{budget}</dd>
          </div>
        )}
        {project.timeline && (
          <div className="flex gap-2">
            <dt className="text-muted">Timeline:</dt>
            <dd className="font-medium text-charcoal">{project.timeline}</dd>
          </div>
        )}
      </dl>
      {project.description && (
        <p
          className={`mt-4 text-[0.9375rem] leading-relaxed text-charcoal ${expanded ? '' : 'line-clamp-3'}`}
        >
          {project.description}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        <button
          type="button"
          className="btn btn-outline min-h-10 px-4 py-2 text-sm"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          View Details
        </button>
        <a
          href={`/projects/quote?id=${encodeURIComponent(project.id)}`}
          className="btn btn-outline min-h-10 px-4 py-2 text-sm"
        >
          View quote
        </a>
        {project.status === 'inquiry' && (
          <a href="/consultation" className="btn btn-primary min-h-10 px-4 py-2 text-sm">
            Schedule Call
          </a>
        )}
      </div>
    </article>
  );
}

function Projects(): ReactNode {
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'ready'; projects: Project[] }>({
    status: 'loading',
    projects: [],
  });

  useEffect(() => {
    let live = true;
    withToken((token) => accountApi.getMyProjects(token))
      .then((projects) => live && setState({ status: 'ready', projects }))
      .catch((error: unknown) => {
        const failure = toApiError(error);
        if (failure.status === 401 && failure.isAuthError) reportFailure(failure);
        else console.error('Failed to load projects', failure);
        if (live) setState({ status: 'error', projects: [] });
      });
    return () => {
      live = false;
    };
  }, []);

  if (state.status === 'loading') return <PageSpinner label="Loading your projects…" />;
  if (state.status === 'error') {
    return (
      <section
        className="mx-auto max-w-md rounded-3xl bg-terracotta-soft px-8 py-10 text-center"
        role="alert"
      >
        <AccountIcon name="alert" size={28} className="mx-auto text-terracotta-dark" />
        <h2 className="mt-4 text-2xl font-medium text-terracotta-dark">Error Loading Projects</h2>
        <p className="mt-2 text-terracotta-dark">Something went wrong while loading your projects.</p>
      </section>
    );
  }
  if (state.projects.length === 0) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-sand bg-white px-8 py-12 text-center shadow-soft">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-teal-soft text-teal">
          <AccountIcon name="folder" size={26} />
        </span>
        <h2 className="mt-5 text-2xl font-medium text-charcoal">No Projects Yet</h2>
        <p className="mt-2 text-muted">You haven't started any projects with us yet.</p>
        <a href="/consultation" className="btn btn-primary mt-6">
          Book a Consultation
        </a>
      </section>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {state.projects.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </div>
  );
}

export default function ProjectsView(): ReactNode {
  return (
    <AuthGate>
      <Projects />
    </AuthGate>
  );
}
