// One lead: what they wrote, its status and assignee, the staff's notes, a reply by e-mail, and (for a
// consultation) turning it into a design project for the lead's e-mail address.
import { Link, useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import {
  LeadConvertSchema,
  LeadNoteCreateSchema,
  type AdminLead,
  type LeadNote,
} from '@contract/admin/leads.ts';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@contract/admin/rules.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert, SelectField, TextAreaField } from '../../components/fields.tsx';
import { apiFieldErrors, validate, type FieldErrors } from '../../lib/field-errors.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { ProjectFields } from '../projects/ProjectFields.tsx';
import { EMPTY_PROJECT, projectBodyOf, type ProjectFormValues } from '../projects/project-form.ts';
import { formatDate, formatDateTime, fullName } from '../shared/format.ts';
import { useAssigneeOptions } from './assignees.ts';
import { KIND_LABELS, replyMailto } from './leads-list.ts';

type LeadDetail = AdminLead & { notes: LeadNote[] };

export default function LeadPage() {
  return (
    <RequirePermission permission="leads:read">
      <LeadScreen />
    </RequirePermission>
  );
}

function LeadScreen() {
  const { leadId } = useParams({ strict: false }) as { leadId: string };
  const { can } = useAdmin();
  const query = useAdminQuery('/admin/leads/{id}', { path: { id: leadId } });
  const lead = query.data?.lead;
  if (query.error) return <FormAlert message={adminErrorMessage(query.error)} />;
  if (!lead) return <p className="text-muted">Loading…</p>;
  const name = fullName(lead.first_name, lead.last_name) || lead.email;
  const write = can('leads:write');

  return (
    <>
      <PageHeader
        title={name}
        description={`${KIND_LABELS[lead.kind]} · arrived ${formatDateTime(lead.created_at)}`}
        actions={
          <>
            <a href={replyMailto(lead)} className={buttonClass.outline}>
              Reply by e-mail
            </a>
            <Link to="/leads" className={buttonClass.outline}>
              All leads
            </Link>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="lead-what" className="space-y-4 rounded-xl border border-sand bg-white p-4">
          <h2 id="lead-what" className="font-semibold">
            What they sent
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">E-mail</dt>
            <dd className="break-all">{lead.email}</dd>
            <dt className="font-semibold">Phone</dt>
            <dd>{lead.phone ?? '—'}</dd>
            {lead.subject ? (
              <>
                <dt className="font-semibold">Subject</dt>
                <dd>{lead.subject.replace(/_/g, ' ')}</dd>
              </>
            ) : null}
            {lead.kind === 'consultation' ? (
              <>
                <dt className="font-semibold">Asked for</dt>
                <dd>
                  {formatDate(lead.preferred_date)} {lead.preferred_time ?? ''}
                </dd>
                <dt className="font-semibold">Project type</dt>
                <dd>{lead.project_type ?? '—'}</dd>
                <dt className="font-semibold">Budget</dt>
                <dd>{lead.budget ?? '—'}</dd>
                <dt className="font-semibold">Rooms</dt>
                <dd>{lead.rooms.length > 0 ? lead.rooms.join(', ') : '—'}</dd>
              </>
            ) : null}
          </dl>
          <p className="text-sm whitespace-pre-line">{lead.message}</p>
          <Notes lead={lead} write={write} />
        </section>
        <div className="space-y-6">
          <LeadStatusForm lead={lead} write={write} />
          {lead.kind === 'consultation' ? <Convert lead={lead} write={can('projects:write')} /> : null}
        </div>
      </div>
    </>
  );
}

function LeadStatusForm({ lead, write }: { lead: LeadDetail; write: boolean }) {
  const assignees = useAssigneeOptions();
  const update = useAdminMutation({
    method: 'put',
    path: '/admin/leads/{id}',
    params: { id: lead.id },
    invalidates: ['/admin/leads', '/admin/consultations'],
    success: 'Lead updated',
  });
  const knownAssignee = assignees.some((option) => option.value === lead.assignee?.id);
  return (
    <section aria-labelledby="lead-handling" className="space-y-3 rounded-xl border border-sand bg-white p-4">
      <h2 id="lead-handling" className="font-semibold">
        Handling
      </h2>
      <SelectField
        id="lead-status"
        label="Status"
        disabled={!write || update.isPending}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
        value={lead.status}
        onChange={(event) => update.mutate({ status: event.target.value as LeadStatus })}
        error={undefined}
      />
      <SelectField
        id="lead-assignee"
        label="Assignee"
        disabled={!write || update.isPending}
        options={[
          { value: '', label: 'Nobody yet' },
          ...assignees,
          ...(lead.assignee && !knownAssignee
            ? [{ value: lead.assignee.id, label: lead.assignee.name }]
            : []),
        ]}
        value={lead.assignee?.id ?? ''}
        onChange={(event) => update.mutate({ assignee_id: event.target.value || null })}
        error={undefined}
      />
    </section>
  );
}

function Notes({ lead, write }: { lead: LeadDetail; write: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAdminMutation({
    method: 'post',
    path: '/admin/leads/{id}/notes',
    params: { id: lead.id },
    invalidates: [`/admin/leads`],
    success: 'Note added',
    quietOn: (failure) => failure.status === 400,
    onSuccess: () => setText(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(LeadNoteCreateSchema, { text });
    if (!checked.ok) return setError(checked.errors.text);
    setError(undefined);
    add.mutate(checked.data, {
      onError: (failure) => setError(apiFieldErrors(failure).text ?? adminErrorMessage(failure)),
    });
  };
  return (
    <div className="border-t border-sand pt-4">
      <h3 className="font-semibold">Notes</h3>
      <ol className="mt-2 space-y-2">
        {lead.notes.map((note) => (
          <li key={note.id} className="rounded-lg bg-ivory p-3 text-sm">
            <p className="whitespace-pre-line">{note.text}</p>
            <p className="mt-1 text-xs text-muted">
              {note.author?.name ?? 'Someone no longer on the staff'} · {formatDateTime(note.created_at)}
            </p>
          </li>
        ))}
        {lead.notes.length === 0 ? <li className="text-sm text-muted">No notes yet.</li> : null}
      </ol>
      {write ? (
        <form onSubmit={submit} noValidate className="mt-3 space-y-2">
          <TextAreaField
            id="lead-note"
            label="Add a note"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error}
          />
          <button type="submit" className={buttonClass.secondary} disabled={add.isPending}>
            Add note
          </button>
        </form>
      ) : null}
    </div>
  );
}

function Convert({ lead, write }: { lead: LeadDetail; write: boolean }) {
  const [values, setValues] = useState<ProjectFormValues>({
    ...EMPTY_PROJECT,
    project_name: lead.project_type
      ? `${lead.project_type} for ${lead.first_name}`
      : `Project for ${lead.first_name}`,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const convert = useAdminMutation({
    method: 'post',
    path: '/admin/leads/{id}/convert',
    params: { id: lead.id },
    invalidates: ['/admin/leads', '/admin/projects'],
    success: 'Converted: the customer sees the project under My Projects',
    quietOn: (failure) => failure.status === 400,
  });
  if (lead.project_id)
    return (
      <section className="rounded-xl border border-sand bg-white p-4 text-sm">
        <h2 className="font-semibold">Design project</h2>
        <p className="mt-1">This consultation became a project.</p>
        <Link
          to="/projects/$projectId"
          params={{ projectId: lead.project_id }}
          className="mt-2 inline-flex min-h-6 items-center font-semibold text-teal underline"
        >
          Open the project
        </Link>
      </section>
    );
  if (!write) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(LeadConvertSchema, projectBodyOf(values));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    convert.mutate(checked.data, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="lead-convert"
      className="space-y-3 rounded-xl border border-sand bg-white p-4"
    >
      <h2 id="lead-convert" className="font-semibold">
        Convert to a design project
      </h2>
      <p className="text-sm text-muted">
        The project is for {lead.email}; they see it under My Projects once they sign in with that address.
      </p>
      <ProjectFields idPrefix="convert" values={values} errors={errors} onChange={setValues} />
      {convert.error && convert.error.status !== 400 ? (
        <FormAlert message={adminErrorMessage(convert.error)} />
      ) : null}
      <button type="submit" className={buttonClass.primary} disabled={convert.isPending}>
        Convert to project
      </button>
    </form>
  );
}
