// The catalogue as CSV: download it or the template; import a file by a dry run (every problem by row
// and column), then apply it when clean, following the job until it is done.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { ImportPlan } from '@contract/admin/catalogue.ts';
import { GST_RATES_PERCENT } from '@contract/admin/rules.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { adminKey, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { saveFile } from '../shared/format.ts';
import { canApply, jobDone, jobProgress, planSummary } from './import-job.ts';

export default function CsvPage() {
  return (
    <RequirePermission permission="catalogue:read">
      <CsvScreen />
    </RequirePermission>
  );
}

function CsvScreen() {
  const { api, can } = useAdmin();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (
    path: '/admin/catalogue/export' | '/admin/catalogue/template',
    fallback: string,
  ) => {
    setBusy(path);
    try {
      const { blob, filename } = await api.download(path);
      saveFile(blob, filename ?? fallback);
      toast('Downloaded', 'success');
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <PageHeader
        title="CSV import & export"
        description="Every product and variant as a spreadsheet, keyed on SKU."
      />
      <section
        aria-labelledby="csv-download"
        className="mb-6 space-y-3 rounded-xl border border-sand bg-white p-4"
      >
        <h2 id="csv-download" className="font-semibold">
          Download
        </h2>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={busy !== null}
            onClick={() => void download('/admin/catalogue/export', 'catalogue.csv')}
          >
            Export the catalogue
          </button>
          <button
            type="button"
            className={buttonClass.outline}
            disabled={busy !== null}
            onClick={() => void download('/admin/catalogue/template', 'catalogue-template.csv')}
          >
            Download the template
          </button>
        </div>
      </section>
      {can('catalogue:write') ? <Import /> : null}
    </>
  );
}

function Import() {
  const { api } = useAdmin();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (mode: 'dry-run' | 'apply') => {
    if (!file) return;
    setPending(true);
    setError(null);
    try {
      const body = new Blob([await file.text()], { type: 'text/csv' });
      const data = await api.call('post', '/admin/catalogue/import', { query: { mode }, file: body });
      if (mode === 'dry-run') setPlan('plan' in data ? data.plan : null);
      else if ('job' in data) {
        setJobId(data.job.id);
        toast('Import started', 'info');
      }
    } catch (failure) {
      const details =
        failure instanceof ApiError ? (failure.details as { errors?: unknown } | undefined) : undefined;
      if (failure instanceof ApiError && failure.status === 422 && details && Array.isArray(details.errors))
        setPlan(details as ImportPlan);
      setError(adminErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="csv-import" className="space-y-4 rounded-xl border border-sand bg-white p-4">
      <h2 id="csv-import" className="font-semibold">
        Import
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted">
        <li>Choose a CSV file (the template’s columns; rows matched by SKU).</li>
        <li>Check it: nothing changes, and every problem is listed by row and column.</li>
        <li>Apply it when the check finds no problem. Products change all at once, or not at all.</li>
      </ol>
      <p className="text-sm text-muted" data-csv-tax-columns>
        <span className="font-mono">hsn_code</span> is 4, 6 or 8 digits and{' '}
        <span className="font-mono">gst_rate</span> is in per cent ({GST_RATES_PERCENT.join(', ')}).{' '}
        <span className="font-mono">stock_quantity</span> replaces the units in stock, units sold since the
        export included, so keep it only when you have counted. An empty cell in any of the three keeps what
        is stored.
      </p>
      <label className="block text-sm">
        <span className="mb-1 block font-semibold">CSV file</span>
        <input
          type="file"
          accept=".csv,text/csv"
          className="block min-h-10 w-full"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setPlan(null);
            setJobId(null);
            setError(null);
          }}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={!file || pending}
          onClick={() => void send('dry-run')}
        >
          Check the file (dry run)
        </button>
        <button
          type="button"
          className={buttonClass.primary}
          disabled={!file || pending || !canApply(plan) || jobId !== null}
          onClick={() => void send('apply')}
        >
          Apply the import
        </button>
      </div>
      <FormAlert message={error} />
      {plan ? <PlanReport plan={plan} /> : null}
      {jobId ? <JobProgress id={jobId} /> : null}
    </section>
  );
}

function PlanReport({ plan }: { plan: ImportPlan }) {
  return (
    <div className="space-y-2" data-import-plan>
      <p className="text-sm" role="status">
        {planSummary(plan)}{' '}
        {plan.errors.length === 0 ? (
          <strong className="text-teal">No problems: ready to apply.</strong>
        ) : (
          <strong className="text-terracotta-dark">
            {plan.errors.length}
            {plan.errorsTruncated ? '+' : ''} problem{plan.errors.length === 1 ? '' : 's'} to fix first.
          </strong>
        )}
      </p>
      {plan.errors.length ? (
        <div className="overflow-x-auto rounded-lg border border-sand">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Problems in the file</caption>
            <thead className="bg-cream text-xs uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Row
                </th>
                <th scope="col" className="px-3 py-2">
                  Column
                </th>
                <th scope="col" className="px-3 py-2">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {plan.errors.map((issue, index) => (
                <tr key={`${issue.row}-${issue.column}-${index}`} className="border-t border-sand/70">
                  <td className="px-3 py-1">{issue.row}</td>
                  <td className="px-3 py-1 font-mono">{issue.column ?? '—'}</td>
                  <td className="px-3 py-1">{issue.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function JobProgress({ id }: { id: string }) {
  const client = useQueryClient();
  const toast = useToast();
  const query = useAdminQuery(
    '/admin/jobs/{id}',
    { path: { id } },
    {
      refetchInterval: (current) => (current.state.data && jobDone(current.state.data.job) ? false : 1000),
    },
  );
  const job = query.data?.job;
  const finished = job && jobDone(job) ? job.status : null;
  const announce = useEffectEvent(() => {
    if (!finished || !job) return;
    if (finished === 'succeeded') {
      toast('Import finished', 'success');
      void client.invalidateQueries({ queryKey: adminKey('/admin/products') });
      void client.invalidateQueries({ queryKey: adminKey('/admin/categories') });
    } else toast(`Import failed: ${job.error ?? 'no change was made'}`, 'error');
  });
  // Once per finished job.
  useEffect(() => {
    if (finished) announce();
  }, [finished]);
  if (query.error) return <FormAlert message={adminErrorMessage(query.error)} />;
  if (!job) return <p className="text-sm text-muted">Starting the import…</p>;
  const percent = Math.round(jobProgress(job) * 100);
  return (
    <div className="space-y-1 text-sm" data-import-job={job.status}>
      <progress className="w-full" max={100} value={percent} aria-label="Import progress" />
      <p role="status">
        {job.status === 'succeeded'
          ? `Done: ${job.total.toLocaleString('en-IN')} rows imported. The shop shows them after the next build.`
          : job.status === 'failed'
            ? `Failed, nothing was changed: ${job.error ?? 'unknown problem'}`
            : `${job.status === 'queued' ? 'Waiting' : 'Importing'}… ${percent}% (${job.processed} of ${job.total} rows)`}
      </p>
    </div>
  );
}
