// Sending a draft to the customer (decision 191): asked first, since a sent version cannot change. It
// needs the project's site address (the place of supply), and a discount over the share sales may give
// is sent by the owner alone; the server checks both and its refusal is shown here.
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminProject } from '@contract/admin/leads.ts';
import type { AdminDesignQuote } from '@contract/design-quotes.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { adminKey, useAdminMutation } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { Dialog } from '../shared/Dialog.tsx';
import { shareLabel } from './quote-form.ts';

/** A refused send in words: the server's own for the discount's refusal, which says why. */
const sendFailure = (error: unknown): string =>
  error instanceof ApiError && error.status === 403 && error.message
    ? error.message
    : adminErrorMessage(error);

function SiteAddressNote({ projectId }: { projectId: string }) {
  return (
    <p className="text-sm">
      The project has no site address: its state is the quote’s place of supply, so the quote is sent once it
      is set.{' '}
      <Link to="/projects/$projectId" params={{ projectId }} className="font-semibold text-teal underline">
        Set the site address
      </Link>
    </p>
  );
}

export function SendPanel({
  quote,
  project,
  unsaved,
}: {
  quote: AdminDesignQuote;
  project: AdminProject | null;
  /** Whether the editor holds changes not saved yet: the customer would get the version as saved. */
  unsaved: boolean;
}) {
  const { can } = useAdmin();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const send = useAdminMutation({
    method: 'post',
    path: '/admin/projects/{id}/quotes/{version}/send',
    params: { id: quote.project_id, version: quote.version },
    body: () => ({}),
    invalidates: [`/admin/projects/${quote.project_id}/quotes`],
    quietOn: () => true,
    onSuccess: (data) => {
      setAsking(false);
      client.setQueryData(adminKey(`/admin/projects/${quote.project_id}/quotes/${quote.version}`), data);
    },
  });
  const ownerOnly = quote.discount_needs_owner && !can('projects:discount');
  const recipient = project?.customer.email ?? 'the customer';
  return (
    <section aria-labelledby="quote-send" className="space-y-3 rounded-xl border border-sand bg-white p-4">
      <h2 id="quote-send" className="font-semibold">
        Send to the customer
      </h2>
      {project && !project.site_address ? <SiteAddressNote projectId={quote.project_id} /> : null}
      {ownerOnly ? (
        <p className="text-sm font-semibold" data-owner-sends>
          The owner must send this version: its discount is {shareLabel(quote.discount_share_bp)} of the
          value, over the share sales may give.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {unsaved
              ? 'Save your changes first: the customer gets the version as saved.'
              : `The customer is e-mailed a link to version ${quote.version}. A sent version cannot change; a later change is a new version.`}
          </p>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={unsaved || send.isPending}
            onClick={() => {
              send.reset();
              setAsking(true);
            }}
          >
            Send to customer
          </button>
        </>
      )}
      {send.error && !asking ? <FormAlert message={sendFailure(send.error)} /> : null}
      <Dialog open={asking} title={`Send version ${quote.version}?`} onClose={() => setAsking(false)}>
        <p className="text-sm">
          {recipient} is e-mailed a link to this version. Once sent it cannot change: a later change is a new
          version, which they approve on its own.
        </p>
        {send.error ? <FormAlert message={sendFailure(send.error)} /> : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass.primary}
            disabled={send.isPending}
            onClick={() => send.mutate()}
          >
            {send.isPending ? 'Sending…' : 'Send to customer'}
          </button>
          <button type="button" className={buttonClass.outline} onClick={() => setAsking(false)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </section>
  );
}
