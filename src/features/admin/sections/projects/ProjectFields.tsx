// The fields of a design project, shared by creating one, editing one and converting a consultation; and
// its site address, whose state is the place of supply of its quotes (decision 191).
import { PROJECT_STATUSES, projectStatusLabel } from '@contract/account-rules.ts';
import { INDIAN_STATES } from '@contract/india-rules.ts';
import { useAdminQuery } from '../../api/queries.ts';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import type { FieldErrors } from '../../lib/field-errors.ts';
import { fullName } from '../shared/format.ts';
import type { ProjectFormValues, SiteAddressValues } from './project-form.ts';

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

/** India's states and union territories by name, for the site's state. */
const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...[...INDIAN_STATES]
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'))
    .map((state) => ({ value: state.code, label: state.name })),
];

/** The site address's fields; errors come as `site_address.<field>`, as the API names them. */
export function SiteAddressFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: SiteAddressValues;
  errors: FieldErrors;
  onChange: (next: SiteAddressValues) => void;
}) {
  const field = (key: keyof SiteAddressValues) => ({
    id: `${idPrefix}-${key}`,
    value: values[key],
    error: errors[`site_address.${key}`],
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value }),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        {...field('line1')}
        label="Address"
        hint="House or flat, building and street."
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField {...field('area')} label="Area" autoComplete="off" />
      <TextField {...field('landmark')} label="Landmark (optional)" autoComplete="off" />
      <TextField {...field('city')} label="City" autoComplete="off" />
      <SelectField {...field('stateCode')} label="State" options={STATE_OPTIONS} />
      <TextField {...field('pincode')} label="Pincode" inputMode="numeric" maxLength={6} autoComplete="off" />
    </div>
  );
}
