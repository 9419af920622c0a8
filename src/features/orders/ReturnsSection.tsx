// The order page's Returns and replacements section (decision 197), for a delivered order: each line's
// window ("7-day returns from delivery", "Returnable until 5 Dec 2026", or why it cannot go back), the
// form to ask for a return or a replacement while some line may still go, and the order's requests with
// where each stands. What the server answers is shown as it answers it: nothing here decides a return.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Order } from '@contract/orders.ts';
import { returnPolicyText } from '@contract/return-rules.ts';
import type { OrderReturns, ReturnLineWindow } from '@contract/returns.ts';
import { toApiError } from '../../lib/api.ts';
import { reportFailure } from '../account/index.ts';
import type { OrderKey } from './orders-api.ts';
import ReturnForm from './ReturnForm.tsx';
import ReturnList from './ReturnList.tsx';
import { returnsApi } from './returns-api.ts';
import { returnableUntilText, RETURNS_COPY } from './returns-copy.ts';
import { returnableLines } from './returns-form.ts';

type WithKey = <T>(call: (key: OrderKey) => Promise<T>) => Promise<T>;

/** Reads the order's returns, and again after each request, so that what may still go back stays true. */
function useOrderReturns(orderId: string, withKey: WithKey) {
  const [data, setData] = useState<OrderReturns | null | 'error'>(null);
  const load = useCallback(
    () =>
      withKey((key) => returnsApi.list(orderId, key))
        .then(setData)
        .catch((error: unknown) => {
          const failure = toApiError(error);
          if (failure.status === 401 && failure.isAuthError) return void reportFailure(failure);
          setData((now) => (now && now !== 'error' ? now : 'error'));
        }),
    // withKey is made afresh by each render of the order page; the order it opens does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [orderId],
  );
  useEffect(() => void load(), [load]);
  return { data, load };
}

function LinePolicy({ line }: { line: ReturnLineWindow }): ReactNode {
  return (
    <li className="border-t border-sand py-3 first:border-t-0" data-return-line={line.lineId}>
      <p className="font-semibold text-charcoal">
        {line.name}
        {line.variantName ? <span className="font-normal text-muted"> · {line.variantName}</span> : null}
      </p>
      <p className="text-sm text-charcoal" data-testid="return-policy">
        {returnPolicyText(line.returnDays)}
        {line.returnableUntil && line.returnDays > 0 ? (
          <span className="text-muted"> · {returnableUntilText(line.returnableUntil)}</span>
        ) : null}
      </p>
      {!line.returnable && line.why ? (
        <p className="mt-1 text-sm text-muted" data-testid="return-why">
          {line.why}
        </p>
      ) : null}
    </li>
  );
}

export default function ReturnsSection({
  order,
  token,
  withKey,
}: {
  order: Order;
  token: string | null;
  withKey: WithKey;
}): ReactNode {
  const { data, load } = useOrderReturns(order.id, withKey);
  const [notice, setNotice] = useState<string[]>([]);
  return (
    <section
      aria-labelledby="returns-title"
      className="space-y-6 rounded-2xl bg-white p-5 text-[0.9375rem] text-charcoal shadow-soft ring-1 ring-sand/60 sm:p-6"
      data-testid="order-returns"
    >
      <div>
        <h3 id="returns-title" className="text-lg font-semibold">
          {RETURNS_COPY.title}
        </h3>
        <p className="mt-1 text-muted">{RETURNS_COPY.intro}</p>
      </div>
      {data === null && <p className="text-muted">{RETURNS_COPY.loading}</p>}
      {data === 'error' && (
        <p role="alert" className="rounded-xl bg-terracotta/10 p-4">
          {RETURNS_COPY.loadFailed}
        </p>
      )}
      {data && data !== 'error' && (
        <>
          <div>
            <h4 className="font-semibold">{RETURNS_COPY.policies}</h4>
            <ul className="mt-1">
              {data.lines.map((line) => (
                <LinePolicy key={line.lineId} line={line} />
              ))}
            </ul>
          </div>
          {returnableLines(data.lines).length > 0 && (
            <ReturnForm
              orderId={order.id}
              lines={data.lines}
              reasons={data.reasons}
              withKey={withKey}
              onSent={(messages) => {
                setNotice(messages);
                void load();
              }}
              onChanged={() => void load()}
            />
          )}
          <div aria-live="polite" className="space-y-2 empty:hidden">
            {notice.map((message, index) => (
              <p
                key={message}
                className={`rounded-xl p-4 ${index === 0 ? 'bg-teal-soft' : 'bg-terracotta/10'}`}
                data-testid={index === 0 ? 'return-sent' : 'return-photo-failed'}
              >
                {message}
              </p>
            ))}
          </div>
          {data.returns.length > 0 && <ReturnList orderId={order.id} returns={data.returns} token={token} />}
        </>
      )}
    </section>
  );
}
