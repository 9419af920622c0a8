// A delivery zone's places (decision 200): its weekly default for the delivery crews and the installers,
// and the next two weeks day by day, each with what is booked. Days staff did not set follow the weekly
// default; setting a day fixes it. A weekday without places is not offered to shoppers.
import { useState } from 'react';
import { WEEKDAY_NAMES, type SlotKind } from '@contract/slot-rules.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage, type AdminData } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert, SelectField } from '../../components/fields.tsx';
import { formatDate } from '../shared/format.ts';

type Capacity = AdminData<'/admin/delivery/capacity', 'get'>;
type Day = Capacity['days'][number];

const KINDS: readonly { kind: SlotKind; label: string }[] = [
  { kind: 'delivery', label: 'Deliveries and pickups' },
  { kind: 'installation', label: 'Installations' },
];

const placesInput = 'w-16 rounded border border-sand px-2 py-1 text-right tabular-nums';
const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : null);

export function CapacityPanel() {
  const { can } = useAdmin();
  const write = can('delivery:write');
  const [zone, setZone] = useState<string | undefined>(undefined);
  const capacity = useAdminQuery(
    '/admin/delivery/capacity',
    { query: { days: 14, ...(zone ? { zone } : {}) } },
    { keepPrevious: true },
  );
  const data = capacity.data;
  return (
    <section
      aria-labelledby="delivery-capacity"
      className="mb-6 space-y-4 rounded-xl border border-sand bg-white p-4"
      data-capacity-panel
    >
      <h2 id="delivery-capacity" className="font-semibold">
        Delivery and installation places
      </h2>
      <p className="text-sm text-muted">
        How many deliveries (pickups share the delivery crews) and installations a zone takes each day.
        Shoppers pick from days with places left; a day without places is not offered.
      </p>
      {capacity.error ? <FormAlert message={adminErrorMessage(capacity.error)} /> : null}
      {data && data.zones.length === 0 ? (
        <p className="text-sm">Add a delivery range to set its places.</p>
      ) : null}
      {data?.zone ? (
        <>
          <SelectField
            id="capacity-zone"
            label="Zone to set"
            error={undefined}
            className="max-w-xs"
            value={data.zone}
            onChange={(event) => setZone(event.target.value)}
            options={data.zones.map((name) => ({ value: name, label: name }))}
          />
          <WeekForm key={`${data.zone}-${JSON.stringify(data.defaults)}`} capacity={data} write={write} />
          <DayTable capacity={data} write={write} />
        </>
      ) : null}
    </section>
  );
}

function WeekForm({ capacity, write }: { capacity: Capacity; write: boolean }) {
  const [week, setWeek] = useState(() => ({
    delivery: capacity.defaults.delivery.map(String),
    installation: capacity.defaults.installation.map(String),
  }));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useAdminMutation({
    method: 'put',
    path: '/admin/delivery/capacity/defaults',
    invalidates: ['/admin/delivery/capacity'],
    success: 'Weekly places saved',
  });
  const submit = () => {
    const delivery = week.delivery.map(whole);
    const installation = week.installation.map(whole);
    if ([...delivery, ...installation].some((value) => value === null))
      return setFailure('Places must be whole numbers from 0 to 500.');
    setFailure(null);
    save.mutate({
      zone: capacity.zone ?? '',
      delivery: delivery as number[],
      installation: installation as number[],
    });
  };
  return (
    <div className="overflow-x-auto">
      <table className="text-sm">
        <caption className="mb-2 text-left font-semibold">Every week</caption>
        <thead>
          <tr>
            <th className="pr-3 text-left font-medium">Places</th>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} className="px-1 font-medium">
                {name.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KINDS.map(({ kind, label }) => (
            <tr key={kind}>
              <th scope="row" className="pr-3 text-left font-normal">
                {label}
              </th>
              {week[kind].map((value, weekday) => (
                <td key={weekday} className="px-1 py-1">
                  <input
                    aria-label={`${label} on ${WEEKDAY_NAMES[weekday]}`}
                    className={placesInput}
                    inputMode="numeric"
                    value={value}
                    disabled={!write}
                    onChange={(event) =>
                      setWeek((current) => ({
                        ...current,
                        [kind]: current[kind].map((old, index) =>
                          index === weekday ? event.target.value : old,
                        ),
                      }))
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <FormAlert message={failure} />
      {write ? (
        <button
          type="button"
          className={`${buttonClass.secondary} mt-2`}
          disabled={save.isPending}
          onClick={submit}
        >
          Save the week
        </button>
      ) : null}
    </div>
  );
}

function DayTable({ capacity, write }: { capacity: Capacity; write: boolean }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">The next two weeks</caption>
      <thead>
        <tr className="text-left">
          <th className="py-1 font-medium">Day</th>
          {KINDS.map(({ kind, label }) => (
            <th key={kind} className="py-1 font-medium">
              {label} (booked of places)
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {capacity.days.map((day) => (
          <DayRow
            key={`${day.date}-${day.delivery.capacity}-${day.installation.capacity}`}
            zone={capacity.zone ?? ''}
            day={day}
            write={write}
          />
        ))}
      </tbody>
    </table>
  );
}

function DayRow({ zone, day, write }: { zone: string; day: Day; write: boolean }) {
  const [values, setValues] = useState({
    delivery: String(day.delivery.capacity),
    installation: String(day.installation.capacity),
  });
  const save = useAdminMutation({
    method: 'put',
    path: '/admin/delivery/capacity/day',
    invalidates: ['/admin/delivery/capacity'],
    success: 'Places saved',
  });
  return (
    <tr className="border-t border-sand" data-capacity-day={day.date}>
      <th scope="row" className="py-1 pr-3 text-left font-normal">
        {formatDate(day.date)}
      </th>
      {KINDS.map(({ kind, label }) => {
        const places = day[kind];
        const changed = values[kind] !== String(places.capacity);
        return (
          <td key={kind} className="py-1 pr-3">
            <span className="mr-2 tabular-nums">{places.booked} of</span>
            <input
              aria-label={`${label} places on ${formatDate(day.date)}`}
              className={placesInput}
              inputMode="numeric"
              value={values[kind]}
              disabled={!write}
              onChange={(event) => setValues((current) => ({ ...current, [kind]: event.target.value }))}
            />
            {places.set ? <span className="ml-2 text-muted">set</span> : null}
            {write && changed ? (
              <button
                type="button"
                className={`${buttonClass.small} ml-2`}
                disabled={save.isPending || whole(values[kind]) === null}
                onClick={() =>
                  save.mutate({ zone, date: day.date, kind, capacity: whole(values[kind]) ?? 0 })
                }
              >
                Save
              </button>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}
