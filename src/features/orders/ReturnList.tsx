// An order's returns and replacements (decision 197), newest as the server lists them: each one's number,
// where it stands, its pieces and photos, the team's note and pickup day, and once refunded what went
// back, what was kept back and why, where the refund stands, and its credit note to download.
import type { ReactNode } from 'react';
import { documentFileName } from '@contract/order-rules.ts';
import type { TaxDocumentRef } from '@contract/orders.ts';
import type { ReturnView } from '@contract/returns.ts';
import { withToken } from '../account/index.ts';
import { toast } from '../toasts/index.ts';
import { documentUrl, downloadDocument } from './orders-api.ts';
import { formatPaise, orderDate } from './orders-copy.ts';
import {
  deductionText,
  REFUND_STATE_WORDS,
  returnDay,
  RETURNS_COPY,
  returnTitle,
  unitsOf,
} from './returns-copy.ts';

/** The credit note of a refund: a plain download with the link's token, fetched with the sign-in otherwise. */
function CreditNoteLink({
  orderId,
  note,
  token,
}: {
  orderId: string;
  note: TaxDocumentRef;
  token: string | null;
}): ReactNode {
  const fileName = documentFileName(note);
  const className = 'btn btn-outline mt-3 w-full sm:w-auto';
  if (token) {
    return (
      <a href={documentUrl(orderId, note.id, token)} download={fileName} className={className}>
        {RETURNS_COPY.creditNote}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        void withToken((accessToken) => downloadDocument(orderId, note.id, accessToken, fileName)).catch(() =>
          toast.error(RETURNS_COPY.downloadFailed),
        )
      }
    >
      {RETURNS_COPY.creditNote}
    </button>
  );
}

function Refund({ refund }: { refund: NonNullable<ReturnView['refund']> }): ReactNode {
  return (
    <div className="space-y-1 rounded-xl bg-cream px-4 py-3" data-testid="return-refund">
      <p className="flex justify-between gap-4">
        <span className="text-muted">{RETURNS_COPY.refund}</span>
        <span className="font-semibold tabular-nums">{formatPaise(refund.amount)}</span>
      </p>
      {refund.deduction > 0 && (
        <p className="text-sm text-muted" data-testid="return-deduction">
          {deductionText(refund.deduction, refund.deductionReason)}
        </p>
      )}
      <p className="font-semibold" data-testid="return-refund-state">
        {REFUND_STATE_WORDS[refund.state]}
      </p>
    </div>
  );
}

function ReturnItem({
  orderId,
  view,
  token,
}: {
  orderId: string;
  view: ReturnView;
  token: string | null;
}): ReactNode {
  return (
    <li className="space-y-3 border-t border-sand pt-4 first:border-t-0 first:pt-0" data-return={view.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{returnTitle(view)}</p>
        <span className="rounded-full bg-cream px-3 py-1 text-sm font-semibold" data-testid="return-state">
          {view.stateLabel}
        </span>
      </div>
      <p className="text-sm text-muted">
        {RETURNS_COPY.requestedOn} {orderDate(view.createdAt)} · {view.reasonLabel}
      </p>
      <ul className="space-y-1">
        {view.lines.map((line) => (
          <li key={line.lineId}>{unitsOf(line)}</li>
        ))}
      </ul>
      {view.comment && <p className="break-words text-muted">“{view.comment}”</p>}
      {view.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={RETURNS_COPY.photos}>
          {view.photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-lg border border-sand focus-visible:outline-2 focus-visible:outline-teal"
              >
                <img
                  src={photo.thumbnailUrl}
                  alt={`Photo ${index + 1} of ${returnTitle(view)}`}
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-18 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {view.pickupOn && (
        <p>
          {RETURNS_COPY.pickup}: {returnDay(view.pickupOn)}
        </p>
      )}
      {view.decisionNote && (
        <div className="rounded-xl bg-cream px-4 py-3">
          <p className="text-sm text-muted">{RETURNS_COPY.note}</p>
          <p className="mt-1 break-words">{view.decisionNote}</p>
        </div>
      )}
      {view.refund && <Refund refund={view.refund} />}
      {view.creditNote && <CreditNoteLink orderId={orderId} note={view.creditNote} token={token} />}
    </li>
  );
}

export default function ReturnList({
  orderId,
  returns,
  token,
}: {
  orderId: string;
  returns: ReturnView[];
  token: string | null;
}): ReactNode {
  return (
    <div>
      <h4 className="mb-3 font-semibold">{RETURNS_COPY.yours}</h4>
      <ul className="space-y-4" data-testid="return-list">
        {returns.map((view) => (
          <ReturnItem key={view.id} orderId={orderId} view={view} token={token} />
        ))}
      </ul>
    </div>
  );
}
