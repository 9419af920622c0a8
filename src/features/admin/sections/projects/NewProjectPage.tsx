// A new design project for a customer, by their e-mail address: they see it under My Projects once they
// sign in with that address.
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ProjectCreateSchema } from '@contract/admin/leads.ts';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation } from '../../api/queries.ts';
import { buttonClass, FormAlert, TextField } from '../../components/fields.tsx';
import { apiFieldErrors, validate, type FieldErrors } from '../../lib/field-errors.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { ProjectFields } from './ProjectFields.tsx';
import { EMPTY_PROJECT, projectBodyOf, type ProjectFormValues } from './project-form.ts';

export default function NewProjectPage() {
  return (
    <RequirePermission permission="projects:write">
      <NewProject />
    </RequirePermission>
  );
}

function NewProject() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [values, setValues] = useState<ProjectFormValues>(EMPTY_PROJECT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useAdminMutation({
    method: 'post',
    path: '/admin/projects',
    invalidates: ['/admin/projects'],
    success: 'Project created',
    quietOn: (failure) => failure.status === 400,
    onSuccess: (data) =>
      void navigate({ to: '/projects/$projectId', params: { projectId: data.project.id } }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ProjectCreateSchema, { customer_email: email, ...projectBodyOf(values) });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    create.mutate(checked.data, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  return (
    <>
      <PageHeader title="New design project" />
      <form
        onSubmit={submit}
        noValidate
        className="max-w-3xl space-y-4 rounded-xl border border-sand bg-white p-4"
      >
        <TextField
          id="project-customer-email"
          label="Customer’s e-mail"
          type="email"
          hint="They see the project under My Projects once they sign in with this address."
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.customer_email}
        />
        <ProjectFields idPrefix="project" values={values} errors={errors} onChange={setValues} />
        {create.error && create.error.status !== 400 ? (
          <FormAlert message={adminErrorMessage(create.error)} />
        ) : null}
        <button type="submit" className={buttonClass.primary} disabled={create.isPending}>
          Create project
        </button>
      </form>
    </>
  );
}
