// The profile's consent switch (decision 207): "Remind me by e-mail about items left in my cart", off
// until the customer turns it on, with when and where it last changed. Each press is one recorded
// choice (PUT /account/consents); the switch shows the server's answer, never a guess.
import { useEffect, useState, type ReactNode } from 'react';
import type { ConsentData, ConsentsData, ConsentState } from '@contract/consents.ts';
import { bearer, request, toApiError } from '../../lib/api.ts';
import { reportFailure, withToken } from './auth-store.ts';
import {
  CART_REMINDER_HINT,
  CART_REMINDER_LABEL,
  CONSENT_LOAD_FAILED,
  CONSENT_SAVE_FAILED,
  consentStatus,
} from './consent-text.ts';

const WHICH = { channel: 'email', purpose: 'cart_reminders' } as const;

const isCartReminders = (state: ConsentState) =>
  state.channel === WHICH.channel && state.purpose === WHICH.purpose;

export default function ConsentSwitch(): ReactNode {
  const [state, setState] = useState<ConsentState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    withToken((token) => request<ConsentsData>('get', '/account/consents', { headers: bearer(token) }))
      .then((answer) => setState(answer.data.consents.find(isCartReminders) ?? null))
      .catch(() => setProblem(CONSENT_LOAD_FAILED));
  }, []);

  const toggle = async () => {
    if (!state) return;
    setSaving(true);
    setProblem(null);
    try {
      const answer = await withToken((token) =>
        request<ConsentData>('put', '/account/consents', {
          headers: bearer(token),
          json: { ...WHICH, granted: !state.granted },
        }),
      );
      setState(answer.data.consent);
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 401 && failure.isAuthError) reportFailure(failure);
      else setProblem(CONSENT_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby="consent-heading"
      className="mt-8 rounded-3xl border border-sand bg-white p-6 shadow-soft sm:p-10"
    >
      <h2 id="consent-heading" className="text-lg font-semibold text-charcoal">
        Reminders
      </h2>
      <div className="mt-5 flex items-start justify-between gap-6">
        <div>
          <p id="consent-label" className="font-medium text-charcoal">
            {CART_REMINDER_LABEL}
          </p>
          <p id="consent-hint" className="mt-1 text-sm text-muted">
            {CART_REMINDER_HINT}
          </p>
          <p data-consent-status className="mt-2 text-sm text-charcoal" aria-live="polite">
            {state ? consentStatus(state) : ''}
          </p>
          {problem && (
            <p role="alert" className="mt-2 text-sm text-terracotta-dark">
              {problem}
            </p>
          )}
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={state?.granted ?? false}
          aria-labelledby="consent-label"
          aria-describedby="consent-hint"
          disabled={!state || saving}
          onClick={() => void toggle()}
          className="relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border border-teal bg-ivory-muted transition aria-checked:bg-teal disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={`inline-block h-6 w-6 rounded-full bg-white shadow transition ${state?.granted ? 'translate-x-7' : 'translate-x-1'}`}
          />
        </button>
      </div>
    </section>
  );
}
