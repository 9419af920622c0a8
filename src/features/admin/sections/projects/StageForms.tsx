// The Payments panel's dialogs (decision 192): setting the schedule from a template or by hand (with the
// running sum against what is left to schedule), marking a stage due, and recording a payment received
// offline. Each asks before it acts; the server's message is toasted and its refusal shown here.
import { useId, useState, type FormEvent } from 'react';
import { formatPaise } from '@contract/money.ts';
import {
  STAGE_LIMITS,
  type PaymentStageTemplate,
  type Stage,
  type StagesData,
} from '@contract/project-stages.ts';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation } from '../../api/queries.ts';
import { buttonClass, FormAlert, SelectField, TextField } from '../../components/fields.tsx';
import { apiFieldErrors, type FieldErrors } from '../../lib/field-errors.ts';
import { Dialog } from '../shared/Dialog.tsx';
import {
  emptyHandStage,
  handScheduleOf,
  handStagesSum,
  leftToSchedule,
  METHOD_OPTIONS,
  offlineFormOf,
  offlinePaymentOf,
  runningSumText,
  TEMPLATE_OPTIONS,
  type HandStage,
  type OfflineForm,
} from './stage-schedule.ts';

const stagesPath = (projectId: string) => `/admin/projects/${projectId}/stages`;
const quiet = () => true;

/** A dialog's submit and Cancel buttons. */
export function DialogButtons({
  busy,
  label,
  onCancel,
}: {
  busy: boolean;
  label: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {label}
      </button>
      <button type="button" className={buttonClass.outline} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

function HandStages({
  stages,
  errors,
  left,
  onChange,
}: {
  stages: HandStage[];
  errors: FieldErrors;
  left: number;
  onChange: (stages: HandStage[]) => void;
}) {
  const change = (id: string, field: 'label' | 'amount', value: string) =>
    onChange(stages.map((stage) => (stage.id === id ? { ...stage, [field]: value } : stage)));
  return (
    <div className="space-y-3">
      {stages.map((stage, index) => (
        <fieldset key={stage.id} className="grid gap-2 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <legend className="sr-only">Stage {index + 1}</legend>
          <TextField
            id={`stage-${index}-label`}
            label={`Stage ${index + 1}`}
            value={stage.label}
            maxLength={STAGE_LIMITS.label}
            error={errors[`stages.${index}.label`]}
            onChange={(event) => change(stage.id, 'label', event.target.value)}
          />
          <TextField
            id={`stage-${index}-amount`}
            label={`Amount of stage ${index + 1} (₹)`}
            inputMode="decimal"
            value={stage.amount}
            error={errors[`stages.${index}.amount_paise`]}
            onChange={(event) => change(stage.id, 'amount', event.target.value)}
          />
          <button
            type="button"
            className={buttonClass.small}
            disabled={stages.length === 1}
            aria-label={`Remove stage ${index + 1}`}
            onClick={() => onChange(stages.filter((other) => other.id !== stage.id))}
          >
            ✕
          </button>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className={buttonClass.outline}
          disabled={stages.length >= STAGE_LIMITS.stages}
          onClick={() => onChange([...stages, emptyHandStage()])}
        >
          Add a stage
        </button>
        <p className="text-sm font-semibold tabular-nums" aria-live="polite" data-testid="stages-sum">
          {runningSumText(handStagesSum(stages), left)}
        </p>
      </div>
      <FormAlert message={errors.stages} />
    </div>
  );
}

export function ScheduleDialog({
  projectId,
  data,
  onClose,
}: {
  projectId: string;
  data: StagesData;
  onClose: () => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<'template' | 'hand'>('template');
  const [template, setTemplate] = useState<PaymentStageTemplate>('standard');
  const [stages, setStages] = useState<HandStage[]>(() => [emptyHandStage()]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAdminMutation({
    method: 'put',
    path: '/admin/projects/{id}/stages',
    params: { id: projectId },
    invalidates: [stagesPath(projectId)],
    quietOn: quiet,
    onSuccess: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'template') return save.mutate({ template });
    const { body, errors: found } = handScheduleOf(stages);
    setErrors(found);
    if (body) save.mutate(body, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  const left = leftToSchedule(data);
  return (
    <Dialog open title="Set the payment schedule" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm">
          The stages not paid yet are replaced; together they come to what is left of the approved total,{' '}
          {formatPaise(left)}.
        </p>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-semibold">How</legend>
          {(
            [
              ['template', 'From a template'],
              ['hand', 'By hand'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              htmlFor={`${id}-mode-${value}`}
              className="inline-flex min-h-8 items-center gap-2 text-sm"
            >
              <input
                id={`${id}-mode-${value}`}
                type="radio"
                name={`${id}-mode`}
                className="size-5 accent-teal"
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {mode === 'template' ? (
          <SelectField
            id={`${id}-template`}
            label="Template"
            error={undefined}
            options={TEMPLATE_OPTIONS}
            value={template}
            onChange={(event) => setTemplate(event.target.value as PaymentStageTemplate)}
          />
        ) : (
          <HandStages stages={stages} errors={errors} left={left} onChange={setStages} />
        )}
        {save.error && !errors.stages ? <FormAlert message={adminErrorMessage(save.error)} /> : null}
        <DialogButtons busy={save.isPending} label="Save schedule" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

export function MarkDueDialog({
  projectId,
  stage,
  onClose,
}: {
  projectId: string;
  stage: Stage;
  onClose: () => void;
}) {
  const due = useAdminMutation({
    method: 'post',
    path: '/admin/projects/{id}/stages/{stageId}/due',
    params: { id: projectId, stageId: stage.id },
    body: () => undefined,
    invalidates: [stagesPath(projectId)],
    quietOn: quiet,
    onSuccess: onClose,
  });
  return (
    <Dialog open title={`Mark ${stage.label} due?`} onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          due.mutate(undefined);
        }}
      >
        <p className="text-sm">
          The customer is e-mailed to pay {formatPaise(stage.amount_paise)}, online from their quote page or
          by bank transfer. A reminder follows if it is still unpaid a week later.
        </p>
        {due.error ? <FormAlert message={adminErrorMessage(due.error)} /> : null}
        <DialogButtons busy={due.isPending} label="Mark due" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

export function RecordPaymentDialog({
  projectId,
  stage,
  onClose,
}: {
  projectId: string;
  stage: Stage;
  onClose: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState<OfflineForm>(() => offlineFormOf(stage));
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useAdminMutation({
    method: 'post',
    path: '/admin/projects/{id}/stages/{stageId}/payments',
    params: { id: projectId, stageId: stage.id },
    invalidates: [stagesPath(projectId)],
    quietOn: quiet,
    onSuccess: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = offlinePaymentOf(form);
    setErrors(found);
    if (body) record.mutate(body, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  const set = (change: Partial<OfflineForm>) => setForm({ ...form, ...change });
  return (
    <Dialog open title={`Record a payment for ${stage.label}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm">
          Money received outside the payment gateway, for the stage’s amount exactly:{' '}
          {formatPaise(stage.amount_paise)}. The stage is paid and gets a receipt voucher.
        </p>
        <SelectField
          id={`${id}-method`}
          label="Method"
          error={errors.method}
          options={METHOD_OPTIONS}
          value={form.method}
          onChange={(event) => set({ method: event.target.value as OfflineForm['method'] })}
        />
        <TextField
          id={`${id}-reference`}
          label="Reference"
          hint="The bank’s UTR, the UPI reference, the cheque’s number or the cash receipt’s."
          maxLength={STAGE_LIMITS.reference}
          value={form.reference}
          error={errors.reference}
          onChange={(event) => set({ reference: event.target.value })}
        />
        <TextField
          id={`${id}-amount`}
          label="Amount (₹)"
          inputMode="decimal"
          value={form.amount}
          error={errors.amount_paise}
          onChange={(event) => set({ amount: event.target.value })}
        />
        <TextField
          id={`${id}-note`}
          label="Note (optional)"
          maxLength={200}
          value={form.note}
          error={errors.note}
          onChange={(event) => set({ note: event.target.value })}
        />
        {record.error && Object.keys(apiFieldErrors(record.error)).length === 0 ? (
          <FormAlert message={adminErrorMessage(record.error)} />
        ) : null}
        <DialogButtons busy={record.isPending} label="Record payment" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
