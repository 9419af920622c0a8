// What a done site visit shows its customer (decision 195): the measurements room by room, each in
// millimetres and in feet and inches, the notes when there are any, and the photos taken at the site
// as thumbnails that open the full image.
import type { ReactNode } from 'react';
import type { SiteVisit } from '@contract/site-visits.ts';
import { photoAlt, VISIT_COPY } from './visit-copy.ts';
import { measurementsByRoom, measurementText } from './visit-format.ts';

/** A heading one level below `level`, and two below: the section's parts, and the rooms in them. */
const Sub = ({ level, className, children }: { level: number; className: string; children: ReactNode }) => {
  const Tag = `h${Math.min(level, 6)}` as 'h4';
  return <Tag className={className}>{children}</Tag>;
};

function Measurements({ visit, level }: { visit: SiteVisit; level: number }): ReactNode {
  const rooms = measurementsByRoom(visit.measurements);
  return (
    <div>
      <Sub level={level} className="font-semibold text-charcoal">
        {VISIT_COPY.measurements}
      </Sub>
      {rooms.length === 0 ? (
        <p className="mt-2 text-muted">{VISIT_COPY.noMeasurements}</p>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {rooms.map(({ room, measurements }) => (
            <div key={room} className="rounded-xl bg-cream px-4 py-3" data-visit-room={room}>
              <Sub level={level + 1} className="font-medium break-words text-charcoal">
                {room}
              </Sub>
              <dl className="mt-2 space-y-1.5 text-sm">
                {measurements.map((measurement, index) => (
                  <div key={index} className="flex flex-wrap justify-between gap-x-4">
                    <dt className="min-w-0 break-words text-muted">{measurement.what}</dt>
                    <dd className="font-medium text-charcoal tabular-nums">
                      {measurementText(measurement.value_mm)}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function Photos({ visit, day, level }: { visit: SiteVisit; day: string | null; level: number }): ReactNode {
  const count = visit.photos.length;
  return (
    <div>
      <Sub level={level} className="font-semibold text-charcoal">
        {VISIT_COPY.photos}
      </Sub>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {visit.photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              href={photo.url}
              className="block overflow-hidden rounded-xl ring-1 ring-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal"
            >
              <img
                src={photo.thumbnail_url}
                alt={photoAlt(index + 1, count, day)}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The record of a done visit; `level` is the level of its parts' headings. */
export function VisitRecord({
  visit,
  day,
  level,
}: {
  visit: SiteVisit;
  /** The day of the visit as the page writes it, for the photos' text. */
  day: string | null;
  level: number;
}): ReactNode {
  return (
    <div className="space-y-5">
      <Measurements visit={visit} level={level} />
      {visit.notes.trim() !== '' && (
        <div>
          <Sub level={level} className="font-semibold text-charcoal">
            {VISIT_COPY.notes}
          </Sub>
          <p className="mt-2 break-words whitespace-pre-line text-charcoal">{visit.notes}</p>
        </div>
      )}
      {visit.photos.length > 0 && <Photos visit={visit} day={day} level={level} />}
    </div>
  );
}
