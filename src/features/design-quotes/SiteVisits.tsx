// The quote page's Site visit section (docs/account.md, decision 195), loaded after the page's first
// load (QuoteView.tsx), with or without a quote: each of the project's visits, newest first. Offered
// times to pick one from; a booked visit's time and designer, moved to another offered time or
// cancelled online until 24 hours before, and after that a line asking the customer to call; what
// was measured at a done visit, with its photos; a cancelled visit, plainly. A project without visits
// shows no section. What the server answers is shown as it answers it: nothing here decides a booking.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { SiteVisit } from '@contract/site-visits.ts';
import { brand } from '../../lib/brand.ts';
import { toApiError } from '../../lib/api.ts';
import { reportFailure, withToken } from '../account/index.ts';
import { CancelDialog, PickTime, type VisitActionProps } from './SiteVisitActions.tsx';
import { VisitRecord } from './SiteVisitRecord.tsx';
import {
  bookedFor,
  callToChange,
  cancelledOn,
  movedTo,
  offeredHint,
  timesPassed,
  VISIT_COPY,
  VISIT_STATUS_WORDS,
} from './visit-copy.ts';
import { bookedSlot, openSlots, visitDay, visitSpan } from './visit-format.ts';
import { visitsApi } from './visits-api.ts';

const PANEL = 'rounded-2xl bg-white p-5 shadow-soft ring-1 ring-sand/60 sm:p-6';

const BADGES: Record<SiteVisit['status'], string> = {
  offered: 'bg-terracotta-soft text-terracotta-dark',
  booked: 'bg-teal-dark text-ivory',
  cancelled: 'bg-white text-terracotta-dark ring-1 ring-inset ring-terracotta-dark',
  done: 'bg-ivory-muted text-charcoal',
};

/** A sentence with the shop's number in it, the number a link to call. */
function WithPhone({ text }: { text: string }): ReactNode {
  const [before, after] = text.split(brand.phone.display);
  return (
    <p className="rounded-xl bg-cream px-4 py-3 text-charcoal" data-testid="visit-call">
      {before}
      <a href={brand.phone.href} className="font-semibold whitespace-nowrap text-teal-dark underline">
        {brand.phone.display}
      </a>
      {after}
    </p>
  );
}

/** When and with whom: a booked visit's time, or the time a done visit was. */
function VisitFacts({ slot }: { slot: SiteVisit['slots'][number] }): ReactNode {
  const facts = [
    [VISIT_COPY.when, visitSpan(slot.starts_at, slot.ends_at), 'visit-when'],
    [VISIT_COPY.designer, slot.designer.name, 'visit-designer'],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {facts.map(([label, value, testId]) => (
        <div key={label} className="rounded-xl bg-cream px-4 py-3">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="mt-1 font-semibold break-words text-charcoal" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function OfferedVisit(props: VisitActionProps): ReactNode {
  const slots = openSlots(props.visit.slots);
  return (
    <>
      <p className="text-muted">{offeredHint(props.visit.duration_minutes)}</p>
      {slots.length === 0 ? (
        <WithPhone text={timesPassed(brand.phone.display)} />
      ) : (
        <PickTime
          {...props}
          slots={slots}
          legend={VISIT_COPY.times}
          submit={VISIT_COPY.book}
          fallback={VISIT_COPY.bookFailed}
          notice={bookedFor}
        />
      )}
    </>
  );
}

function BookedVisit(props: VisitActionProps & { slot: SiteVisit['slots'][number] }): ReactNode {
  const { visit, slot } = props;
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const moveButton = useRef<HTMLButtonElement>(null);
  const others = openSlots(visit.slots, new Date(), slot.id);
  return (
    <>
      <VisitFacts slot={slot} />
      {!visit.changeable && <WithPhone text={callToChange(brand.phone.display)} />}
      {visit.changeable && !moving && (
        <div className="flex flex-wrap gap-3">
          {others.length > 0 && (
            <button
              ref={moveButton}
              type="button"
              className="btn btn-outline"
              onClick={() => setMoving(true)}
            >
              {VISIT_COPY.move}
            </button>
          )}
          <button type="button" className="btn btn-outline" onClick={() => setCancelling(true)}>
            {VISIT_COPY.cancel}
          </button>
        </div>
      )}
      {visit.changeable && moving && (
        <PickTime
          {...props}
          onDone={(moved, words) => {
            setMoving(false);
            props.onDone(moved, words);
          }}
          slots={others}
          legend={VISIT_COPY.otherTimes}
          submit={VISIT_COPY.moveHere}
          fallback={VISIT_COPY.moveFailed}
          notice={movedTo}
          onClose={() => {
            setMoving(false);
            requestAnimationFrame(() => moveButton.current?.focus());
          }}
        />
      )}
      {cancelling && <CancelDialog {...props} onClose={() => setCancelling(false)} />}
    </>
  );
}

function VisitItem(props: VisitActionProps & { level: number }): ReactNode {
  const { visit, level } = props;
  const slot = bookedSlot(visit);
  return (
    <div className="space-y-4" data-visit={visit.id}>
      <p>
        <span
          className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${BADGES[visit.status]}`}
          data-testid="visit-status"
        >
          {VISIT_STATUS_WORDS[visit.status]}
        </span>
      </p>
      {visit.note && (
        <div className="rounded-xl bg-cream px-4 py-3">
          <p className="text-sm text-muted">{VISIT_COPY.note}</p>
          <p className="mt-1 break-words text-charcoal">{visit.note}</p>
        </div>
      )}
      {visit.status === 'offered' && <OfferedVisit {...props} />}
      {visit.status === 'booked' && slot && <BookedVisit {...props} slot={slot} />}
      {visit.status === 'done' && slot && <VisitFacts slot={slot} />}
      {visit.status === 'done' && (
        <VisitRecord visit={visit} day={slot ? visitDay(slot.starts_at) : null} level={level} />
      )}
      {visit.status === 'cancelled' && (
        <p className="text-charcoal">{cancelledOn(visitDay(visit.updated_at))}</p>
      )}
    </div>
  );
}

/** Loads the visits, and keeps them as the server answers each action. */
function useVisits(projectId: string) {
  const [visits, setVisits] = useState<SiteVisit[] | null | 'error'>(null);
  const load = useCallback(
    () =>
      withToken((token) => visitsApi.listVisits(token, projectId))
        .then(setVisits)
        .catch((error: unknown) => {
          const failure = toApiError(error);
          if (failure.status === 401 && failure.isAuthError) return reportFailure(failure);
          console.error('Failed to load the site visits', failure);
          setVisits((now) => (Array.isArray(now) ? now : 'error'));
        }),
    [projectId],
  );
  useEffect(() => void load(), [load]);
  const replace = (visit: SiteVisit) =>
    setVisits((now) => (Array.isArray(now) ? now.map((item) => (item.id === visit.id ? visit : item)) : now));
  return { visits, load, replace };
}

export default function SiteVisits({
  projectId,
  level,
}: {
  projectId: string;
  /** The level of the section's heading: 2 on a page without a quote, 3 below the quote's name. */
  level: 2 | 3;
}): ReactNode {
  const headingId = useId();
  const { visits, load, replace } = useVisits(projectId);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  if (visits === null || (Array.isArray(visits) && visits.length === 0)) return null;

  const done = (visit: SiteVisit, words: string) => {
    replace(visit);
    setNotice(words);
    // The button pressed is gone: the customer reads the answer where the focus lands.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };
  const Heading = `h${level}` as 'h2';
  return (
    <section aria-labelledby={headingId} className={`${PANEL} space-y-5`} data-testid="site-visits">
      <Heading
        id={headingId}
        className={level === 2 ? 'text-2xl font-medium text-charcoal' : 'text-lg font-semibold text-charcoal'}
      >
        {VISIT_COPY.heading}
      </Heading>
      <p
        ref={noticeRef}
        role="status"
        tabIndex={-1}
        className={notice ? 'font-semibold text-teal-dark focus:outline-none' : 'sr-only'}
      >
        {notice}
      </p>
      {visits === 'error' ? (
        <p role="alert">{VISIT_COPY.loadFailed}</p>
      ) : (
        <div className="divide-y divide-sand [&>*]:py-5 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0">
          {visits.map((visit) => (
            <VisitItem
              key={visit.id}
              projectId={projectId}
              visit={visit}
              level={level + 1}
              onDone={done}
              onStale={() => void load()}
            />
          ))}
        </div>
      )}
    </section>
  );
}
