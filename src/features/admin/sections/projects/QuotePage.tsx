// One version of a project's quote (decision 191): a draft in its editor when the role may change it,
// any other version read-only; and its PDF.
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { DESIGN_QUOTE_STATUS_LABELS } from '@contract/design-quotes.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { saveFile } from '../shared/format.ts';
import { QuoteEditor } from './QuoteEditor.tsx';
import { QuoteView } from './QuoteView.tsx';

export default function QuotePage() {
  return (
    <RequirePermission permission="projects:read">
      <QuoteScreen />
    </RequirePermission>
  );
}

function DownloadPdf({ projectId, version }: { projectId: string; version: number }) {
  const { api } = useAdmin();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await api.download('/admin/projects/{id}/quotes/{version}/pdf', {
        path: { id: projectId, version },
      });
      saveFile(blob, filename ?? `quote-version-${version}.pdf`);
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={buttonClass.outline} disabled={busy} onClick={() => void download()}>
      Download PDF
    </button>
  );
}

function QuoteScreen() {
  const { projectId, version } = useParams({ strict: false }) as { projectId: string; version: string };
  const { can } = useAdmin();
  const project = useAdminQuery('/admin/projects/{id}', { path: { id: projectId } });
  const query = useAdminQuery('/admin/projects/{id}/quotes/{version}', {
    path: { id: projectId, version: Number(version) },
  });
  if (query.error) return <FormAlert message={adminErrorMessage(query.error)} />;
  if (!query.data) return <p className="text-muted">Loading…</p>;
  const { quote } = query.data;
  const projectName = project.data?.project.project_name;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/projects/$projectId" params={{ projectId }} className="text-teal underline">
          ← {projectName ?? 'The project'}
        </Link>
      </p>
      <PageHeader
        title={`Quote version ${quote.version}`}
        description={`${DESIGN_QUOTE_STATUS_LABELS[quote.status]}${projectName ? ` · ${projectName}` : ''}`}
        actions={<DownloadPdf projectId={projectId} version={quote.version} />}
      />
      {quote.status === 'draft' && can('projects:write') ? (
        <QuoteEditor key={quote.id} quote={quote} project={project.data?.project ?? null} />
      ) : (
        <QuoteView quote={quote} />
      )}
    </>
  );
}
