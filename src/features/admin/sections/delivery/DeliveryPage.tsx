// Delivery by pincode (decision 120): the serviceable ranges with their zone, days, installation and
// cash on delivery; add, change and remove one; the CSV out and in (all rows or none).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { DeliveryRangeInputSchema, type DeliveryRange } from '@contract/admin/delivery.ts';
import { formatRupees } from '@contract/money.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { adminKey, pagedTable, useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { buttonClass, CheckboxField, FormAlert, SelectField, TextField } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { apiFieldErrors, validate, type FieldErrors } from '../../lib/field-errors.ts';
import { listQueryOf } from '../../lib/list-state.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { saveFile } from '../shared/format.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { FilterBar, SearchFilter } from '../shared/Filters.tsx';
import { useListState } from '../shared/list.ts';
import { CapacityPanel } from './CapacityPanel.tsx';
import { DELIVERY_LIST } from './list-config.ts';
import { EMPTY_RANGE, formValuesOf, rangeInputOf, type RangeFormValues } from './range-form.ts';

export default function DeliveryPage() {
  return (
    <RequirePermission permission="delivery:read">
      <DeliveryScreen />
    </RequirePermission>
  );
}

const installationText = (range: DeliveryRange) =>
  range.installation === 'free'
    ? 'Free'
    : range.installation === 'paid'
      ? formatRupees(range.installation_price ?? 0)
      : 'None';

function DeliveryScreen() {
  const { can } = useAdmin();
  const write = can('delivery:write');
  const [state, setState] = useListState(DELIVERY_LIST);
  const [editing, setEditing] = useState<DeliveryRange | 'new' | null>(null);
  const [removing, setRemoving] = useState<DeliveryRange | null>(null);
  const list = useAdminQuery(
    '/admin/delivery/pincodes',
    { query: listQueryOf(state) },
    { keepPrevious: true },
  );

  const columns = useMemo<AdminColumn<DeliveryRange>[]>(
    () => [
      {
        id: 'pincodes',
        header: 'Pincodes',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.pincode_from === row.original.pincode_to
            ? row.original.pincode_from
            : `${row.original.pincode_from}–${row.original.pincode_to}`,
      },
      { id: 'zone', header: 'Zone', enableSorting: false, cell: ({ row }) => row.original.zone },
      {
        id: 'days',
        header: 'Delivery days',
        enableSorting: false,
        cell: ({ row }) => `${row.original.delivery_days_min}–${row.original.delivery_days_max}`,
      },
      {
        id: 'installation',
        header: 'Installation',
        enableSorting: false,
        cell: ({ row }) => installationText(row.original),
      },
      {
        id: 'cod',
        header: 'Cash on delivery',
        enableSorting: false,
        cell: ({ row }) => (row.original.cod_allowed ? 'Yes' : 'No'),
      },
      ...(write
        ? [
            {
              id: 'actions',
              header: () => <span className="sr-only">Actions</span>,
              enableSorting: false,
              cell: ({ row }) => (
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={buttonClass.small}
                    onClick={() => setEditing(row.original)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={buttonClass.small}
                    onClick={() => setRemoving(row.original)}
                  >
                    Remove
                  </button>
                </span>
              ),
            } satisfies AdminColumn<DeliveryRange>,
          ]
        : []),
    ],
    [write],
  );

  return (
    <>
      <PageHeader
        title="Delivery"
        description="Where the shop delivers: the narrowest range holding a pincode answers the shopper."
      />
      <CsvTools write={write} />
      <CapacityPanel />
      <DataTable
        caption="Serviceable pincodes"
        columns={columns}
        getRowId={(range) => range.id}
        {...pagedTable(list, 'ranges', [state, setState])}
        empty="No range matches these filters."
        toolbar={
          <FilterBar>
            <SearchFilter
              state={state}
              onChange={setState}
              name="pincode"
              label="Pincode or its first digits"
            />
            <SearchFilter state={state} onChange={setState} name="zone" label="Zone" />
            {write ? (
              <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
                Add a range
              </button>
            ) : null}
          </FilterBar>
        }
      />
      {editing ? <RangeDialog range={editing} onClose={() => setEditing(null)} /> : null}
      <RemoveDialog range={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function RangeDialog({ range, onClose }: { range: DeliveryRange | 'new'; onClose: () => void }) {
  const [values, setValues] = useState<RangeFormValues>(range === 'new' ? EMPTY_RANGE : formValuesOf(range));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const shared = {
    invalidates: ['/admin/delivery/pincodes'],
    quietOn: (error: ApiError) => error.status === 400 || error.status === 409,
    onSuccess: onClose,
  };
  const add = useAdminMutation({
    method: 'post',
    path: '/admin/delivery/pincodes',
    success: 'Range added',
    ...shared,
  });
  const replace = useAdminMutation({
    method: 'put',
    path: '/admin/delivery/pincodes/{id}',
    params: { id: range === 'new' ? '' : range.id },
    success: 'Range saved',
    ...shared,
  });
  const save = range === 'new' ? add : replace;
  const set = <K extends keyof RangeFormValues>(key: K, value: RangeFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(DeliveryRangeInputSchema, rangeInputOf(values));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    save.mutate(checked.data, {
      onError: (error) => {
        const fields = apiFieldErrors(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(adminErrorMessage(error));
      },
    });
  };
  const field = (key: keyof RangeFormValues, label: string, inputMode?: 'numeric') => (
    <TextField
      id={`range-${key}`}
      label={label}
      value={String(values[key])}
      inputMode={inputMode}
      onChange={(event) => set(key, event.target.value as never)}
      error={errors[key]}
    />
  );
  return (
    <Dialog
      open
      title={range === 'new' ? 'Add a delivery range' : 'Change this delivery range'}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <FormAlert message={failure} />
        <div className="grid grid-cols-2 gap-3">
          {field('pincode_from', 'From pincode', 'numeric')}
          {field('pincode_to', 'To pincode (empty for one)', 'numeric')}
        </div>
        {field('zone', 'Zone')}
        <div className="grid grid-cols-2 gap-3">
          {field('delivery_days_min', 'Fewest days', 'numeric')}
          {field('delivery_days_max', 'Most days', 'numeric')}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            id="range-installation"
            label="Installation"
            value={values.installation}
            onChange={(event) => set('installation', event.target.value as RangeFormValues['installation'])}
            error={errors.installation}
            options={[
              { value: 'free', label: 'Free' },
              { value: 'paid', label: 'Paid' },
              { value: 'none', label: 'Not offered' },
            ]}
          />
          {values.installation === 'paid'
            ? field('installation_price', 'Installation price (₹)', 'numeric')
            : null}
        </div>
        <CheckboxField
          id="range-cod"
          label="Cash on delivery"
          checked={values.cod_allowed}
          onChange={(checked) => set('cod_allowed', checked)}
        />
        <div className="flex gap-2">
          <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
            Save range
          </button>
          <button type="button" className={buttonClass.outline} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function RemoveDialog({ range, onClose }: { range: DeliveryRange | null; onClose: () => void }) {
  const remove = useAdminMutation({
    method: 'delete',
    path: '/admin/delivery/pincodes/{id}',
    params: { id: range?.id ?? '' },
    body: () => undefined,
    invalidates: ['/admin/delivery/pincodes'],
    success: 'Range removed',
    onSuccess: onClose,
  });
  return (
    <Dialog open={!!range} title="Remove this delivery range" onClose={onClose}>
      <p className="text-sm">
        {range?.zone}: {range?.pincode_from}–{range?.pincode_to}. Shoppers there will be told the shop does
        not deliver, unless a wider range holds their pincode.
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClass.primary}
          disabled={remove.isPending}
          onClick={() => remove.mutate({})}
        >
          Remove range
        </button>
        <button type="button" className={buttonClass.outline} onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}

interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

function CsvTools({ write }: { write: boolean }) {
  const { api } = useAdmin();
  const toast = useToast();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const exportCsv = async () => {
    try {
      const { blob, filename } = await api.download('/admin/delivery/pincodes/export');
      saveFile(blob, filename ?? 'delivery-pincodes.csv');
      toast('Downloaded', 'success');
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    }
  };
  const importCsv = async () => {
    if (!file) return;
    setPending(true);
    setProblems([]);
    setResult(null);
    setFailure(null);
    try {
      const body = new Blob([await file.text()], { type: 'text/csv' });
      const data = await api.call('post', '/admin/delivery/pincodes/import', { file: body });
      setResult(`Ranges added: ${data.created}. Ranges replaced: ${data.updated}.`);
      await client.invalidateQueries({ queryKey: adminKey('/admin/delivery/pincodes') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Array.isArray(error.details))
        setProblems(error.details as ImportProblem[]);
      setFailure(adminErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby="delivery-csv"
      className="mb-6 space-y-3 rounded-xl border border-sand bg-white p-4"
    >
      <h2 id="delivery-csv" className="font-semibold">
        CSV
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" className={buttonClass.secondary} onClick={() => void exportCsv()}>
          Export the ranges
        </button>
        {write ? (
          <>
            <label className="text-sm">
              <span className="mb-1 block font-semibold">CSV file to import</span>
              <input
                type="file"
                accept=".csv,text/csv"
                className="block min-h-10"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setProblems([]);
                  setResult(null);
                  setFailure(null);
                }}
              />
            </label>
            <button
              type="button"
              className={buttonClass.outline}
              disabled={!file || pending}
              onClick={() => void importCsv()}
            >
              Import
            </button>
          </>
        ) : null}
      </div>
      <p className="text-sm text-muted">
        Every row is checked first: when one is wrong, nothing changes. A row whose range exists replaces it.
      </p>
      {result ? (
        <p role="status" className="text-sm font-semibold text-teal-dark">
          {result}
        </p>
      ) : null}
      <FormAlert message={failure} />
      {problems.length > 0 ? (
        <ul aria-label="Problems in the file" className="list-disc space-y-1 pl-5 text-sm">
          {problems.map((problem) => (
            <li key={`${problem.row}-${problem.column}`}>
              Row {problem.row}, column {problem.column}: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
