// Designers: the people projects are given to.
import { useState, type FormEvent } from 'react';
import { DesignerCreateSchema, type Designer } from '@contract/admin/leads.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert, TextField } from '../../components/fields.tsx';
import { LocalTable, type LocalColumn } from '../../components/LocalTable.tsx';
import { apiFieldErrors, validate, type FieldErrors } from '../../lib/field-errors.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { fullName } from '../shared/format.ts';

export default function DesignersPage() {
  return (
    <RequirePermission permission="projects:read">
      <DesignersScreen />
    </RequirePermission>
  );
}

const EMPTY = { first_name: '', last_name: '', email: '', phone: '' };

const nameOf = (designer: Designer) => fullName(designer.first_name, designer.last_name);

const COLUMNS: LocalColumn<Designer>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorFn: nameOf,
    sortFn: 'text',
    sortDescFirst: false,
    cell: ({ row }) => <span className="font-semibold">{nameOf(row.original)}</span>,
  },
  {
    id: 'email',
    header: 'E-mail',
    accessorFn: (designer) => designer.email ?? '',
    sortFn: 'text',
    sortDescFirst: false,
    cell: ({ row }) => <span className="break-all">{row.original.email ?? 'No e-mail'}</span>,
  },
  {
    id: 'phone',
    header: 'Phone',
    accessorFn: (designer) => designer.phone ?? '',
    sortFn: 'basic',
    sortDescFirst: false,
    cell: ({ row }) => row.original.phone ?? 'No phone',
  },
];

function DesignersScreen() {
  const { can } = useAdmin();
  const list = useAdminQuery('/admin/designers');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useAdminMutation({
    method: 'post',
    path: '/admin/designers',
    invalidates: ['/admin/designers'],
    success: 'Designer added',
    quietOn: (failure) => failure.status === 400,
    onSuccess: () => setValues(EMPTY),
  });
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      first_name: values.first_name,
      ...(values.last_name.trim() ? { last_name: values.last_name } : {}),
      email: values.email.trim() || null,
      phone: values.phone.trim() || null,
    };
    const checked = validate(DesignerCreateSchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    create.mutate(checked.data, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  return (
    <>
      <PageHeader title="Designers" description="The people design projects are given to." />
      {can('projects:write') ? (
        <form
          onSubmit={submit}
          noValidate
          aria-labelledby="designer-add"
          className="mb-6 grid gap-3 rounded-xl border border-sand bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <h2 id="designer-add" className="font-semibold sm:col-span-2 lg:col-span-4">
            Add a designer
          </h2>
          <TextField
            id="designer-first"
            label="First name"
            value={values.first_name}
            onChange={set('first_name')}
            error={errors.first_name}
          />
          <TextField
            id="designer-last"
            label="Last name"
            value={values.last_name}
            onChange={set('last_name')}
            error={errors.last_name}
          />
          <TextField
            id="designer-email"
            label="E-mail"
            type="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <TextField
            id="designer-phone"
            label="Phone"
            type="tel"
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          {create.error && create.error.status !== 400 ? (
            <div className="sm:col-span-2 lg:col-span-4">
              <FormAlert message={adminErrorMessage(create.error)} />
            </div>
          ) : null}
          <div>
            <button type="submit" className={buttonClass.primary} disabled={create.isPending}>
              Add designer
            </button>
          </div>
        </form>
      ) : null}
      {list.error ? <FormAlert message={adminErrorMessage(list.error)} /> : null}
      <LocalTable
        caption="Designers"
        columns={COLUMNS}
        rows={list.data?.designers}
        getRowId={(designer) => designer.id}
        initialSort={{ id: 'name', desc: false }}
        loading={list.isPending}
        empty="No designer yet."
      />
    </>
  );
}
