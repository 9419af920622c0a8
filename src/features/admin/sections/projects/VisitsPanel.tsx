// A project's site visits (decisions 195 and 196), above its quotes: each visit, newest first, with its
// status, the times offered or the time booked with its designer, and its note; "Offer times" for a new
// one; "Record visit" on a booked one, after which it shows what was measured; and the photos of a booked
// or done visit (added one at a time, removed after a confirmation). Roles without projects:write read it.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { VISIT_STATUS_LABELS, type SiteVisit } from '@contract/site-visits.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { adminKey, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { formatDate, formatDateTime } from '../shared/format.ts';
import { PhotoPicker, PhotoThumbnail } from './ProjectPhotos.tsx';
import { OfferVisitDialog, RecordVisitDialog, visitsPath } from './VisitForms.tsx';
import { millimetres, slotTimeText, takesPhotos, visitHeading, visitTimeOf } from './visit-form.ts';

type Open = { kind: 'offer' } | { kind: 'record'; visit: SiteVisit } | null;

const STATUS_CLASS: Record<SiteVisit['status'], string> = {
  offered: 'bg-terracotta-soft text-charcoal',
  booked: 'bg-teal-soft text-teal-dark',
  cancelled: 'bg-cream text-muted',
  done: 'bg-teal text-ivory',
};

function Measurements({ visit }: { visit: SiteVisit }) {
  if (visit.measurements.length === 0)
    return <p className="text-sm text-muted">No measurements were recorded.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What was measured at the visit</caption>
        <thead>
          <tr className="border-b border-sand">
            <th scope="col" className="py-1 pr-3 font-semibold">
              Room
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              What
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {visit.measurements.map((row, index) => (
            <tr key={index} className="border-b border-sand/60" data-measurement-row>
              <td className="py-1 pr-3">{row.room}</td>
              <td className="py-1 pr-3">{row.what}</td>
              <td className="py-1 text-right tabular-nums">{millimetres(row.value_mm)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VisitPhotos({ projectId, visit, writes }: { projectId: string; visit: SiteVisit; writes: boolean }) {
  const { api } = useAdmin();
  const toast = useToast();
  const client = useQueryClient();
  const time = visitTimeOf(visit);
  const of = time ? `the visit of ${formatDate(time.starts_at)}` : 'the visit';
  const refresh = () => client.invalidateQueries({ queryKey: adminKey(visitsPath(projectId)) });
  const path = { id: projectId, visitId: visit.id };
  const remove = async (photoId: string, index: number) => {
    if (!window.confirm(`Remove photo ${index + 1} of ${of}? It cannot be brought back.`)) return;
    try {
      await api.call('delete', '/admin/projects/{id}/visits/{visitId}/photos/{photoId}', {
        path: { ...path, photoId },
      });
      toast('Photo removed');
      await refresh();
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    }
  };
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold">Photos</h4>
      {visit.photos.length === 0 ? <p className="text-sm text-muted">No photos yet.</p> : null}
      {visit.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-3" data-visit-photos>
          {visit.photos.map((photo, index) => (
            <li key={photo.id} className="space-y-1">
              <PhotoThumbnail photo={photo} alt={`Photo ${index + 1} of ${of}`} />
              {writes ? (
                <button
                  type="button"
                  className={buttonClass.small}
                  aria-label={`Remove photo ${index + 1} of ${of}`}
                  onClick={() => void remove(photo.id, index)}
                >
                  Remove
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {writes ? (
        <PhotoPicker
          label="Add a photo"
          name={`Add a photo to ${of}`}
          small
          send={async (form, onProgress) => {
            await api.upload('/admin/projects/{id}/visits/{visitId}/photos', { path }, form, onProgress);
            toast('Photo added');
            await refresh();
          }}
        />
      ) : null}
    </div>
  );
}

function VisitCard({
  projectId,
  visit,
  writes,
  onRecord,
}: {
  projectId: string;
  visit: SiteVisit;
  writes: boolean;
  onRecord: () => void;
}) {
  const headingId = `visit-${visit.id}`;
  const time = visitTimeOf(visit);
  return (
    <li data-visit={visit.id} data-visit-status={visit.status}>
      <article
        aria-labelledby={headingId}
        className="space-y-3 rounded-xl border border-sand bg-white p-4 text-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 id={headingId} className="font-semibold">
              {visitHeading(visit)}
            </h3>
            <p className="text-xs text-muted">
              Offered {formatDateTime(visit.created_at)} · {visit.duration_minutes} minutes
            </p>
          </div>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[visit.status]}`}>
            {VISIT_STATUS_LABELS[visit.status]}
          </span>
        </div>
        {time && visit.status !== 'cancelled' ? (
          <p data-visit-booked>
            Designer: <span className="font-semibold">{time.designer.name}</span>
          </p>
        ) : (
          <div>
            <p className="font-semibold">
              {visit.status === 'offered' ? 'Times offered, for the customer to pick:' : 'Times offered:'}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5" data-visit-times>
              {visit.slots.map((slot) => (
                <li key={slot.id}>
                  {slotTimeText(slot)} with {slot.designer.name}
                </li>
              ))}
            </ul>
          </div>
        )}
        {visit.note ? <p>Note: {visit.note}</p> : null}
        {visit.status === 'done' ? (
          <div className="space-y-2" data-visit-record>
            <h4 className="text-sm font-semibold">Measurements</h4>
            <Measurements visit={visit} />
            {visit.notes ? <p className="whitespace-pre-line">Notes: {visit.notes}</p> : null}
          </div>
        ) : null}
        {takesPhotos(visit) ? <VisitPhotos projectId={projectId} visit={visit} writes={writes} /> : null}
        {writes && visit.status === 'booked' ? (
          <button type="button" className={buttonClass.primary} onClick={onRecord}>
            Record visit
          </button>
        ) : null}
      </article>
    </li>
  );
}

export function VisitsPanel({
  projectId,
  designerId,
  rooms,
  hasSite,
}: {
  projectId: string;
  designerId: string | null;
  rooms: readonly string[];
  /** Whether the project has its site address, where the visit is. */
  hasSite: boolean;
}) {
  const { can } = useAdmin();
  const writes = can('projects:write');
  const [open, setOpen] = useState<Open>(null);
  const query = useAdminQuery('/admin/projects/{id}/visits', { path: { id: projectId } });
  const visits = query.data?.visits;
  const close = () => setOpen(null);
  return (
    <section aria-labelledby="project-visits" className="mt-6 space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="project-visits" className="font-serif text-xl font-semibold">
            Site visits
          </h2>
          <p className="text-sm text-muted">
            {hasSite
              ? 'Offer the customer times at the site; they pick one, and may move or cancel it up to 24 hours before.'
              : 'Add the site address above before offering times for a visit.'}
          </p>
        </div>
        {writes && hasSite ? (
          <button type="button" className={buttonClass.primary} onClick={() => setOpen({ kind: 'offer' })}>
            Offer times
          </button>
        ) : null}
      </div>
      {query.error ? <FormAlert message={adminErrorMessage(query.error)} /> : null}
      {!visits && query.isFetching ? <p className="text-sm text-muted">Loading…</p> : null}
      {visits?.length === 0 ? <p className="text-sm text-muted">No site visit yet.</p> : null}
      {visits && visits.length > 0 ? (
        <ol className="space-y-3" aria-label="Site visits, newest first">
          {visits.map((visit) => (
            <VisitCard
              key={visit.id}
              projectId={projectId}
              visit={visit}
              writes={writes}
              onRecord={() => setOpen({ kind: 'record', visit })}
            />
          ))}
        </ol>
      ) : null}
      {open?.kind === 'offer' ? (
        <OfferVisitDialog projectId={projectId} designerId={designerId} onClose={close} />
      ) : null}
      {open?.kind === 'record' ? (
        <RecordVisitDialog projectId={projectId} visit={open.visit} rooms={rooms} onClose={close} />
      ) : null}
    </section>
  );
}
