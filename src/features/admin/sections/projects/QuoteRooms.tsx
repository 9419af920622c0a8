// A draft quote's rooms: rename one, remove one that holds no line, add one. The lines follow their room
// by its id, so a renamed room keeps them.
import { useState } from 'react';
import { QUOTE_LIMITS } from '@contract/design-quotes.ts';
import { buttonClass, FieldError, TextField } from '../../components/fields.tsx';
import type { FieldErrors } from '../../lib/field-errors.ts';
import {
  addRoom,
  quoteFieldId,
  removeRoom,
  renameRoom,
  roomIsEmpty,
  roomNameProblem,
  type QuoteForm,
} from './quote-form.ts';

export function QuoteRooms({
  form,
  errors,
  onChange,
}: {
  form: QuoteForm;
  errors: FieldErrors;
  onChange: (update: (form: QuoteForm) => QuoteForm) => void;
}) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const full = form.rooms.length >= QUOTE_LIMITS.rooms;
  const add = () => {
    const found = roomNameProblem(form, name);
    if (found) return setProblem(found);
    setProblem(undefined);
    setName('');
    onChange((current) => addRoom(current, name));
  };
  return (
    <section aria-labelledby="quote-rooms" className="space-y-3 rounded-xl border border-sand bg-white p-4">
      <h2 id="quote-rooms" className="font-semibold">
        Rooms
      </h2>
      <FieldError id={quoteFieldId('rooms')} message={errors.rooms} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {form.rooms.map((room, index) => {
          const empty = roomIsEmpty(form, room.id);
          return (
            <li key={room.id} className="flex items-end gap-2">
              <TextField
                id={quoteFieldId(`rooms.${index}`)}
                label={`Room ${index + 1}`}
                value={room.name}
                error={errors[`rooms.${index}`]}
                onChange={(event) => onChange((current) => renameRoom(current, room.id, event.target.value))}
                className="grow"
              />
              {empty ? (
                <button
                  type="button"
                  className={`${buttonClass.small} mb-1`}
                  onClick={() => onChange((current) => removeRoom(current, room.id))}
                >
                  Remove<span className="sr-only"> {room.name || `room ${index + 1}`}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted">A room can be removed once it holds no line.</p>
      {full ? null : (
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            id="quote-new-room"
            label="New room"
            placeholder="e.g. Study"
            value={name}
            error={problem}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the room here instead of saving the whole quote.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <button type="button" className={`${buttonClass.outline} mb-px`} onClick={add}>
            Add room
          </button>
        </div>
      )}
    </section>
  );
}
