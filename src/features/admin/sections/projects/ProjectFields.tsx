// The fields of a design project, shared by creating one, editing one and converting a consultation.
import { PROJECT_STATUSES, projectStatusLabel } from '@contract/account-rules.ts';
import { useAdminQuery } from '../../api/queries.ts';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import type { FieldErrors } from '../../lib/field-errors.ts';
import { fullName } from '../shared/format.ts';
import type { ProjectFormValues } from './project-form.ts';

export const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({
  value: status,
  label: projectStatusLabel(status),
}));

export function ProjectFields({
  idPrefix,
  values,
  errors,
  onChange,
  statusNote,
}: {
  idPrefix: string;
  values: ProjectFormValues;
  errors: FieldErrors;
  onChange: (next: ProjectFormValues) => void;
  /** Beside the status: what a change of it does. */
  statusNote?: string;
}) {
  const designers = useAdminQuery('/admin/designers', undefined, { staleTime: 60_000 });
  const set = (key: keyof ProjectFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={id('name')}
        label="Project name"
        value={values.project_name}
        onChange={set('project_name')}
        error={errors.project_name}
        className="sm:col-span-2"
      />
      <div>
        <SelectField
          id={id('status')}
          label="Status"
          options={[{ value: '', label: 'Inquiry (new)' }, ...STATUS_OPTIONS]}
          value={values.status}
          onChange={set('status')}
          error={errors.status}
        />
        {statusNote ? <p className="mt-1 text-xs text-muted">{statusNote}</p> : null}
      </div>
      <SelectField
        id={id('designer')}
        label="Designer"
        options={[
          { value: '', label: 'Nobody yet' },
          ...(designers.data?.designers ?? []).map((designer) => ({
            value: designer.id,
            label: fullName(designer.first_name, designer.last_name),
          })),
        ]}
        value={values.designer_id}
        onChange={set('designer_id')}
        error={errors.designer_id}
      />
      <TextField
        id={id('budget-min')}
        label="Minimum budget (₹)"
        inputMode="numeric"
        value={values.budget_min}
        onChange={set('budget_min')}
        error={errors.budget_min}
      />
      <TextField
        id={id('budget-max')}
        label="Maximum budget (₹)"
        inputMode="numeric"
        value={values.budget_max}
        onChange={set('budget_max')}
        error={errors.budget_max}
      />
      <TextField
        id={id('timeline')}
        label="Timeline"
        placeholder="e.g. 3 months"
        value={values.timeline}
        onChange={set('timeline')}
        error={errors.timeline}
        className="sm:col-span-2"
      />
      <TextAreaField
        id={id('description')}
        label="Description"
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        className="sm:col-span-2"
      />
    </div>
  );
}
