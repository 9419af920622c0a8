// Staff: who may use the back office and with which role. An owner adds a member (they get an e-mail to
// choose a password), changes a role or removes a member; the server keeps at least one owner (409).
import { useMemo, useState, type FormEvent } from 'react';
import { StaffCreateSchema, type StaffMember } from '@contract/admin/staff.ts';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@contract/admin/rules.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert, inputClass, SelectField, TextField } from '../../components/fields.tsx';
import { LocalTable, type LocalColumn } from '../../components/LocalTable.tsx';
import { apiFieldErrors, validate, type FieldErrors } from '../../lib/field-errors.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { formatDateTime, fullName } from '../shared/format.ts';
import { lastOwnerMessage } from './staff-rules.ts';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

const nameOf = (member: StaffMember) => fullName(member.first_name, member.last_name) || member.email;

export default function StaffPage() {
  return (
    <RequirePermission permission="staff:read">
      <StaffScreen />
    </RequirePermission>
  );
}

function StaffScreen() {
  const { can, me } = useAdmin();
  const manage = can('staff:manage');
  const list = useAdminQuery('/admin/staff');
  const [problem, setProblem] = useState<string | null>(null);
  const members = (list.data?.staff ?? []).filter((member) => !member.removed_at);

  const changeRole = useAdminMutation({
    method: 'put',
    path: '/admin/staff/{id}',
    params: ({ id }: { id: string; role: StaffRole }) => ({ id }),
    body: ({ role }) => ({ role }),
    invalidates: ['/admin/staff'],
    success: 'Role changed',
    quietOn: (error) => error.status === 409,
    onSuccess: () => setProblem(null),
  });
  const remove = useAdminMutation({
    method: 'delete',
    path: '/admin/staff/{id}',
    params: ({ id }: { id: string }) => ({ id }),
    body: () => undefined,
    invalidates: ['/admin/staff'],
    success: 'Member removed',
    quietOn: (error) => error.status === 409,
    onSuccess: () => setProblem(null),
  });
  const columns = useMemo<LocalColumn<StaffMember>[]>(
    () => [
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
        accessorFn: (member) => member.email,
        sortFn: 'text',
        sortDescFirst: false,
      },
      {
        id: 'role',
        header: 'Role',
        accessorFn: (member) => STAFF_ROLES.indexOf(member.role),
        sortFn: 'basic',
        sortDescFirst: false,
        cell: ({ row }) => {
          const member = row.original;
          return manage ? (
            <select
              className={`${inputClass} w-auto`}
              aria-label={`Role of ${nameOf(member)}`}
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) =>
                changeRole.mutate({ id: member.id, role: event.target.value as StaffRole })
              }
            >
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            STAFF_ROLE_LABELS[member.role]
          );
        },
      },
      {
        id: 'last_seen_at',
        header: 'Last seen',
        accessorFn: (member) => member.last_seen_at ?? '',
        sortFn: 'basic',
        cell: ({ row }) => formatDateTime(row.original.last_seen_at),
      },
      ...(manage
        ? [
            {
              id: 'actions',
              header: () => <span className="sr-only">Actions</span>,
              enableSorting: false,
              cell: ({ row }) => {
                const member = row.original;
                const name = nameOf(member);
                return (
                  <div className="text-right">
                    <button
                      type="button"
                      className={buttonClass.small}
                      disabled={remove.isPending}
                      onClick={() => {
                        const self = member.id === me.staff.id ? ' This is you: you will be signed out.' : '';
                        if (window.confirm(`Remove ${name} from the back office?${self}`))
                          remove.mutate({ id: member.id });
                        else setProblem(null);
                      }}
                    >
                      Remove {name}
                    </button>
                  </div>
                );
              },
            } satisfies LocalColumn<StaffMember>,
          ]
        : []),
    ],
    [manage, me.staff.id, changeRole, remove],
  );
  const failure = changeRole.error ?? remove.error;
  const conflict = failure?.status === 409 ? lastOwnerMessage(failure) : null;

  return (
    <>
      <PageHeader
        title="Staff"
        description="Who may use the back office, and what their role lets them do."
      />
      {manage ? <AddMember /> : null}
      <div className="mt-6 space-y-3">
        <FormAlert message={conflict ?? problem} />
        {list.error ? <FormAlert message={adminErrorMessage(list.error)} /> : null}
        <LocalTable
          caption="Members of staff"
          columns={columns}
          rows={list.data ? members : undefined}
          getRowId={(member) => member.id}
          initialSort={{ id: 'name', desc: false }}
          loading={list.isPending}
          empty="No member of staff."
          rowProps={(member) => ({ 'data-staff-email': member.email })}
        />
      </div>
    </>
  );
}

const EMPTY = { email: '', first_name: '', last_name: '', role: 'sales' as StaffRole };

function AddMember() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAdminMutation({
    method: 'post',
    path: '/admin/staff',
    invalidates: ['/admin/staff'],
    success: (data) => `${data.staff.email} added: they get an e-mail to choose a password`,
    quietOn: (error) => error.status === 400,
    onSuccess: () => {
      setValues(EMPTY);
      setErrors({});
    },
  });
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, ...(values.last_name.trim() ? {} : { last_name: undefined }) };
    const checked = validate(StaffCreateSchema, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    add.mutate(checked.data as typeof EMPTY, { onError: (error) => setErrors(apiFieldErrors(error)) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-xl border border-sand bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-start"
      aria-labelledby="add-member-heading"
    >
      <h2 id="add-member-heading" className="font-semibold sm:col-span-2 lg:col-span-5">
        Add a member of staff
      </h2>
      <TextField
        id="staff-email"
        label="E-mail"
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        error={errors.email}
      />
      <TextField
        id="staff-first-name"
        label="First name"
        value={values.first_name}
        onChange={(event) => set('first_name')(event.target.value)}
        error={errors.first_name}
      />
      <TextField
        id="staff-last-name"
        label="Last name"
        value={values.last_name}
        onChange={(event) => set('last_name')(event.target.value)}
        error={errors.last_name}
      />
      <SelectField
        id="staff-role"
        label="Role"
        options={ROLE_OPTIONS}
        value={values.role}
        onChange={(event) => set('role')(event.target.value)}
        error={errors.role}
      />
      <div className="lg:pt-6">
        <button type="submit" className={buttonClass.primary} disabled={add.isPending}>
          Add member
        </button>
      </div>
      {add.error && add.error.status !== 400 ? (
        <div className="sm:col-span-2 lg:col-span-5">
          <FormAlert message={adminErrorMessage(add.error)} />
        </div>
      ) : null}
    </form>
  );
}
