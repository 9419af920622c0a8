// The consultation calendar: each day and slot with its bookings and the places left, a week at a time;
// for those who may read projects, each day's site visits beside them (decision 196): their time,
// project, designer and site; and for those who may read delivery, each day's deliveries, installations
// and pickups (decision 200), with the order and zone of each.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { LEAD_STATUS_LABELS } from '@contract/admin/rules.ts';
import { VISIT_STATUS_LABELS, type CalendarVisit } from '@contract/site-visits.ts';
import type { AdminSlotBooking } from '@contract/admin/slots.ts';
import { SLOT_PURPOSE_LABELS, SLOT_STATE_LABELS } from '@contract/slot-rules.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage, type AdminData } from '../../api/admin-api.ts';
import { useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { formatDate, todayInIndia } from '../shared/format.ts';
import { addDays } from './calendar-days.ts';
import { bookingCounts, bookingsByDay } from './calendar-slots.ts';
import { visitsByDay, visitTimeRange } from './calendar-visits.ts';

const DAYS = 7;

type Day = AdminData<'/admin/consultations/calendar', 'get'>['days'][number];

export default function CalendarPage() {
  return (
    <RequirePermission permission="leads:read">
      <CalendarScreen />
    </RequirePermission>
  );
}

function Slots({ day }: { day: Day }) {
  return (
    <>
      {day.slots.length === 0 ? <p className="mt-2 text-sm text-muted">No slots.</p> : null}
      <ul className="mt-2 space-y-2">
        {day.slots.map((slot) => (
          <li key={slot.time} className="rounded-lg bg-ivory p-2 text-sm" data-calendar-slot={slot.time}>
            <p className="flex justify-between gap-2 font-semibold">
              <span>{slot.label}</span>
              <span className={slot.remaining === 0 ? 'text-terracotta-dark' : 'text-teal'}>
                {slot.remaining === 0
                  ? 'Full'
                  : `${slot.remaining} of ${slot.capacity} place${slot.capacity === 1 ? '' : 's'} left`}
              </span>
            </p>
            {slot.bookings.length ? (
              <ul className="mt-1 space-y-0.5">
                {slot.bookings.map((booking) => (
                  <li key={booking.id}>
                    <Link
                      to="/leads/$leadId"
                      params={{ leadId: booking.id }}
                      className="inline-flex min-h-6 items-center text-teal underline"
                    >
                      {booking.name}
                    </Link>{' '}
                    <span className="text-muted">({LEAD_STATUS_LABELS[booking.status]})</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function SiteVisits({ date, visits }: { date: string; visits: readonly CalendarVisit[] }) {
  return (
    <div className="mt-3 border-t border-sand pt-2" data-calendar-visits>
      <h3 id={`visits-${date}`} className="text-sm font-semibold">
        Site visits
      </h3>
      {visits.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No site visits.</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-labelledby={`visits-${date}`}>
          {visits.map((visit) => (
            <li key={visit.id} className="rounded-lg bg-teal-soft p-2 text-sm" data-calendar-visit={visit.id}>
              <p className="flex flex-wrap justify-between gap-x-2 font-semibold">
                <span>{visitTimeRange(visit)}</span>
                <span className="text-teal-dark">{VISIT_STATUS_LABELS[visit.status]}</span>
              </p>
              <Link
                to="/projects/$projectId"
                params={{ projectId: visit.project_id }}
                className="inline-flex min-h-6 items-center text-teal-dark underline"
              >
                {visit.project_name}
              </Link>
              <p>{visit.designer.name}</p>
              {visit.site ? <p className="text-muted">{visit.site}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DeliveryDays({ date, bookings }: { date: string; bookings: readonly AdminSlotBooking[] }) {
  return (
    <div className="mt-3 border-t border-sand pt-2" data-calendar-deliveries>
      <h3 id={`deliveries-${date}`} className="text-sm font-semibold">
        Deliveries and installations
      </h3>
      <p className="mt-1 text-sm text-muted">{bookingCounts(bookings)}</p>
      {bookings.length ? (
        <ul className="mt-2 space-y-2" aria-labelledby={`deliveries-${date}`}>
          {bookings.map((booking) => (
            <li
              key={booking.id}
              className="rounded-lg bg-cream p-2 text-sm"
              data-calendar-booking={booking.id}
            >
              <p className="flex flex-wrap justify-between gap-x-2 font-semibold">
                <span>{SLOT_PURPOSE_LABELS[booking.purpose]}</span>
                <span className="text-teal-dark">{SLOT_STATE_LABELS[booking.state]}</span>
              </p>
              <Link
                to="/orders/$orderId"
                params={{ orderId: booking.order.id }}
                className="inline-flex min-h-6 items-center text-teal-dark underline"
              >
                {booking.order.number}
              </Link>{' '}
              <span>{booking.order.name}</span>
              <p className="text-muted">{booking.zone}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function CalendarScreen() {
  const { can } = useAdmin();
  const withVisits = can('projects:read');
  const search = useSearch({ strict: false }) as { from?: string };
  const navigate = useNavigate();
  const from = search.from ?? todayInIndia();
  const calendar = useAdminQuery(
    '/admin/consultations/calendar',
    { query: { from, days: DAYS } },
    { keepPrevious: true },
  );
  const visits = useAdminQuery(
    '/admin/visits',
    { query: { from, days: DAYS } },
    { keepPrevious: true, enabled: withVisits },
  );
  const withDeliveries = can('delivery:read');
  const deliveries = useAdminQuery(
    '/admin/delivery/bookings',
    { query: { from, days: DAYS } },
    { keepPrevious: true, enabled: withDeliveries },
  );
  const byDay = visitsByDay(visits.data?.visits ?? []);
  const bookingsOn = bookingsByDay(deliveries.data?.bookings ?? []);
  const go = (day: string) => void navigate({ to: '.', search: { from: day } as never });

  return (
    <>
      <PageHeader
        title="Consultation calendar"
        description={
          withVisits
            ? 'Each day’s slots, who booked them and the places left, and the site visits booked.'
            : 'Each day’s slots, who booked them and the places left.'
        }
        actions={
          <>
            <button type="button" className={buttonClass.outline} onClick={() => go(addDays(from, -DAYS))}>
              Previous week
            </button>
            <button type="button" className={buttonClass.outline} onClick={() => go(todayInIndia())}>
              Today
            </button>
            <button type="button" className={buttonClass.outline} onClick={() => go(addDays(from, DAYS))}>
              Next week
            </button>
          </>
        }
      />
      {calendar.error ? <FormAlert message={adminErrorMessage(calendar.error)} /> : null}
      {visits.error ? <FormAlert message={adminErrorMessage(visits.error)} /> : null}
      {deliveries.error ? <FormAlert message={adminErrorMessage(deliveries.error)} /> : null}
      <div
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        aria-busy={calendar.isFetching || visits.isFetching || undefined}
      >
        {(calendar.data?.days ?? []).map((day) => (
          <section
            key={day.date}
            aria-labelledby={`day-${day.date}`}
            className="rounded-xl border border-sand bg-white p-3"
            data-calendar-day={day.date}
          >
            <h2 id={`day-${day.date}`} className="font-semibold">
              {formatDate(day.date)}
            </h2>
            {withVisits ? <h3 className="mt-2 text-sm font-semibold">Consultations</h3> : null}
            <Slots day={day} />
            {withVisits ? <SiteVisits date={day.date} visits={byDay.get(day.date) ?? []} /> : null}
            {withDeliveries ? (
              <DeliveryDays date={day.date} bookings={bookingsOn.get(day.date) ?? []} />
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
