// "Delivery access" on /profile (docs/will-it-fit.md, decision 204), loaded by DeliveryAccess.tsx when it
// comes near the screen: the narrowest doorway, the lift and the staircase at the customer's delivery
// address, saved to their account, which "Will it fit?" on a product page then fills in. A measure the
// rules refuse is named beside its field, whether the browser or the API refused it.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ACCESS_MEASURE_RANGE, EMPTY_ACCESS_MEASURES, type AccessMeasureField } from '@contract/fit-rules.ts';
import { Field, Spinner, controlClass } from '../../components/form-controls.tsx';
import { fieldErrorsOf, formFailureMessage } from '../../lib/api.ts';
import { $auth, withToken } from '../account/index.ts';
import { toast } from '../toasts/index.ts';
import { fitApi } from './fit-api.ts';
import { FIT_COPY } from './fit-copy.ts';
import { readMeasures, typedFrom, type TypedMeasures } from './fit-form.ts';
import { rememberMeasures } from './fit-measures-store.ts';

type Errors = Partial<Record<AccessMeasureField | 'no_lift' | 'form', string>>;

const GROUPS: { legend: string; fields: [AccessMeasureField, string][] }[] = [
  {
    legend: FIT_COPY.doorway,
    fields: [
      ['door_width_cm', FIT_COPY.width],
      ['door_height_cm', FIT_COPY.height],
    ],
  },
  {
    legend: FIT_COPY.lift,
    fields: [
      ['lift_width_cm', FIT_COPY.width],
      ['lift_depth_cm', FIT_COPY.depth],
      ['lift_height_cm', FIT_COPY.height],
    ],
  },
  { legend: FIT_COPY.staircase, fields: [['stair_width_cm', FIT_COPY.width]] },
];

interface FieldsProps {
  id: string;
  typed: TypedMeasures;
  errors: Errors;
  onChange: (field: AccessMeasureField | 'no_lift', value: string | boolean) => void;
}

function MeasureFields({ id, typed, errors, onChange }: FieldsProps): ReactNode {
  return GROUPS.map((group) => (
    <fieldset key={group.legend} className="mt-6 flex flex-wrap items-start gap-4">
      <legend className="mb-2 text-sm font-semibold text-charcoal">{group.legend}</legend>
      {group.fields.map(([field, label]) => (
        <Field
          key={field}
          id={`${id}-${field}`}
          label={`${label} (cm)`}
          error={errors[field]}
          className="w-36"
        >
          <input
            name={field}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={typed[field]}
            onChange={(event) => onChange(field, event.target.value)}
            className={controlClass}
          />
        </Field>
      ))}
      {group.legend === FIT_COPY.lift && (
        <label className="flex min-h-12 items-center gap-2 self-end text-sm text-charcoal">
          <input
            type="checkbox"
            name="no_lift"
            checked={typed.no_lift}
            onChange={(event) => onChange('no_lift', event.target.checked)}
            className="size-4 accent-teal"
          />
          {FIT_COPY.noLift}
        </label>
      )}
    </fieldset>
  ));
}

export default function DeliveryAccessForm(): ReactNode {
  const auth = useStore($auth);
  const id = useId();
  const [typed, setTyped] = useState<TypedMeasures>(() => typedFrom(EMPTY_ACCESS_MEASURES));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const signedIn = auth.status === 'authenticated';

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    withToken((token) => fitApi.read(token))
      .then((saved) => live && setTyped(typedFrom(saved)))
      .catch(() => live && setErrors({ form: FIT_COPY.loadFailed }));
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (!signedIn) return null;

  const change = (field: AccessMeasureField | 'no_lift', value: string | boolean) => {
    setTyped((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const read = readMeasures(typed);
    if (!('measures' in read)) {
      setErrors({ [read.field]: read.message, ...(read.field === 'no_lift' ? { form: read.message } : {}) });
      return;
    }
    setSaving(true);
    try {
      const saved = await withToken((token) => fitApi.save(token, read.measures));
      setTyped(typedFrom(saved));
      rememberMeasures(read.measures);
      setErrors({});
      toast.success(FIT_COPY.saved);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors({ ...fields, form: fields.no_lift ?? formFailureMessage(error, FIT_COPY.loadFailed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-3xl border border-sand bg-white p-6 shadow-soft sm:p-10"
    >
      <h2 id={`${id}-title`} className="text-2xl font-medium text-charcoal font-display">
        {FIT_COPY.profileTitle}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        {`${FIT_COPY.profileIntro} Whole centimetres, ${ACCESS_MEASURE_RANGE.min} to ${ACCESS_MEASURE_RANGE.max}.`}
      </p>
      <MeasureFields id={id} typed={typed} errors={errors} onChange={change} />
      {errors.form && (
        <p role="alert" className="mt-4 text-sm font-medium text-terracotta">
          {errors.form}
        </p>
      )}
      <button type="submit" disabled={saving} className="btn btn-primary mt-8">
        {saving && <Spinner />}
        {saving ? FIT_COPY.saving : FIT_COPY.save}
      </button>
    </form>
  );
}
