// One design project: its customer; its designer, budget, timeline, description, status and site address;
// its site visits; its quote's versions; and the payment stages of the approved one.
import { Link, useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ProjectUpdateSchema, type AdminProject } from '@contract/admin/leads.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { apiFieldErrors, validate, type FieldErrors } from '../../lib/field-errors.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { formatDateTime } from '../shared/format.ts';
import { ProjectFields, SiteAddressFields } from './ProjectFields.tsx';
import {
  projectBodyOf,
  projectFormOf,
  siteAddressBodyOf,
  siteAddressFormOf,
  type ProjectFormValues,
  type SiteAddressValues,
} from './project-form.ts';
import { PaymentsPanel } from './PaymentsPanel.tsx';
import { QuotesPanel } from './QuotesPanel.tsx';
import { STATUS_EMAIL_NOTE } from './projects-list.ts';
import { VisitsPanel } from './VisitsPanel.tsx';

export default function ProjectPage() {
  return (
    <RequirePermission permission="projects:read">
      <ProjectScreen />
    </RequirePermission>
  );
}

function ProjectScreen() {
  const { projectId } = useParams({ strict: false }) as { projectId: string };
  const query = useAdminQuery('/admin/projects/{id}', { path: { id: projectId } });
  if (query.error) return <FormAlert message={adminErrorMessage(query.error)} />;
  if (!query.data) return <p className="text-muted">Loading…</p>;
  return <ProjectEditor project={query.data.project} />;
}

function ProjectEditor({ project }: { project: AdminProject }) {
  const { can } = useAdmin();
  const [values, setValues] = useState<ProjectFormValues>(() => projectFormOf(project));
  const [site, setSite] = useState<SiteAddressValues>(() => siteAddressFormOf(project.site_address));
  const [errors, setErrors] = useState<FieldErrors>({});
  // The project read again (after a save) replaces the form's values.
  const [shown, setShown] = useState(project);
  if (shown !== project) {
    setShown(project);
    setValues(projectFormOf(project));
    setSite(siteAddressFormOf(project.site_address));
  }
  const save = useAdminMutation({
    method: 'put',
    path: '/admin/projects/{id}',
    params: { id: project.id },
    invalidates: ['/admin/projects'],
    success: 'Project saved',
    quietOn: (failure) => failure.status === 400,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ProjectUpdateSchema, {
      ...projectBodyOf(values),
      site_address: siteAddressBodyOf(site),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  const customer = project.customer;
  return (
    <>
      <PageHeader
        title={project.project_name}
        description={`Created ${formatDateTime(project.created_at)} · updated ${formatDateTime(project.updated_at)}`}
        actions={
          <Link to="/projects" className={buttonClass.outline}>
            All projects
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-sand bg-white p-4">
          <fieldset disabled={!can('projects:write')} className="space-y-4">
            <legend className="sr-only">The project</legend>
            <ProjectFields
              idPrefix="project"
              values={values}
              errors={errors}
              onChange={setValues}
              statusNote={STATUS_EMAIL_NOTE}
            />
            <fieldset className="space-y-3">
              <legend className="font-semibold">Site address</legend>
              <p className="text-xs text-muted">
                Where the work is. Its state is the place of supply of the quotes: it decides CGST and SGST or
                IGST, and a quote is sent only once it is set.
              </p>
              <SiteAddressFields idPrefix="project-site" values={site} errors={errors} onChange={setSite} />
            </fieldset>
            {save.error && save.error.status !== 400 ? (
              <FormAlert message={adminErrorMessage(save.error)} />
            ) : null}
            {can('projects:write') ? (
              <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
                Save project
              </button>
            ) : null}
          </fieldset>
        </form>
        <section
          aria-labelledby="project-customer"
          className="rounded-xl border border-sand bg-white p-4 text-sm"
        >
          <h2 id="project-customer" className="font-semibold">
            Customer
          </h2>
          {customer.erased ? (
            <p className="mt-1">This customer was erased; the project stays as the shop’s record.</p>
          ) : (
            <>
              <p className="mt-1">{customer.name ?? '—'}</p>
              <p className="break-all">{customer.email ?? '—'}</p>
              {customer.id ? (
                <Link
                  to="/customers/$customerId"
                  params={{ customerId: customer.id }}
                  className="mt-2 inline-flex min-h-6 items-center font-semibold text-teal underline"
                >
                  Open the customer
                </Link>
              ) : (
                <p className="mt-1 text-muted">They have not signed in with this address yet.</p>
              )}
            </>
          )}
          {project.lead_id ? (
            <Link
              to="/leads/$leadId"
              params={{ leadId: project.lead_id }}
              className="mt-2 block font-semibold text-teal underline"
            >
              The consultation it came from
            </Link>
          ) : null}
        </section>
      </div>
      <VisitsPanel
        projectId={project.id}
        designerId={project.designer?.id ?? null}
        rooms={project.rooms}
        hasSite={project.site_address !== null}
      />
      <QuotesPanel projectId={project.id} />
      <PaymentsPanel projectId={project.id} cancelled={project.status === 'cancelled'} />
    </>
  );
}
