// The customer's answer to the latest version while it is open (decision 191): Approve this quote and
// Ask for changes. Their forms load when the customer presses one (decision 110: code a page does not
// need before the visitor acts comes on demand).
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import Spinner from '../../components/Spinner.tsx';
import { QUOTE_COPY } from './quote-copy.ts';
import type { AnswerProps } from './QuoteAnswerForms.tsx';
import type { QuoteAnswer as Answer } from './quotes-api.ts';

const forms = () => import('./QuoteAnswerForms.tsx');
const ChangesForm = lazy(() => forms().then((module) => ({ default: module.ChangesForm })));
const ApproveDialog = lazy(() => forms().then((module) => ({ default: module.ApproveDialog })));

/** Approve and Ask for changes, for the latest version while it is open. */
export function QuoteAnswer(props: AnswerProps): ReactNode {
  const [asking, setAsking] = useState(false);
  const [approving, setApproving] = useState(false);
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const onAnswer = (answer: Answer) => {
    setAsking(false);
    props.onAnswer(answer);
  };

  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => setApproving(true)}>
          {QUOTE_COPY.approve}
        </button>
        <button
          ref={toggle}
          type="button"
          className="btn btn-outline"
          aria-expanded={asking}
          aria-controls={formId}
          onClick={() => setAsking(!asking)}
        >
          {QUOTE_COPY.askForChanges}
        </button>
      </div>
      <div id={formId}>
        {asking && (
          <Suspense fallback={<Spinner className="mt-5" />}>
            <ChangesForm
              {...props}
              onAnswer={onAnswer}
              onCancel={() => {
                setAsking(false);
                toggle.current?.focus();
              }}
            />
          </Suspense>
        )}
      </div>
      {approving && (
        <Suspense fallback={null}>
          <ApproveDialog {...props} onAnswer={onAnswer} onClose={() => setApproving(false)} />
        </Suspense>
      )}
    </div>
  );
}
