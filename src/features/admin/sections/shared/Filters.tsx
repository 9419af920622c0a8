// The filter bar above a list: each control writes its value into the list's state (and so the address).
import { useEffect, useState, type ReactNode } from 'react';
import { inputClass } from '../../components/fields.tsx';
import { withFilter, type ListState } from '../../lib/list-state.ts';

interface FilterProps {
  state: ListState;
  onChange: (next: ListState) => void;
  name: string;
  label: string;
}

/** A search box: the list follows after a short pause in typing. */
export function SearchFilter({ state, onChange, name, label }: FilterProps) {
  const current = state.filters[name] ?? '';
  const [value, setValue] = useState(current);
  // A filter changed from elsewhere (the address, a reset) replaces what the box holds.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }
  useEffect(() => {
    if (value === current) return;
    const timer = window.setTimeout(() => onChange(withFilter(state, name, value)), 300);
    return () => window.clearTimeout(timer);
  }, [value, current, state, name, onChange]);
  return (
    <label className="block min-w-48 flex-1 text-sm">
      <span className="mb-1 block font-semibold">{label}</span>
      <input
        type="search"
        className={inputClass}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </label>
  );
}

export function SelectFilter({
  state,
  onChange,
  name,
  label,
  options,
}: FilterProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-semibold">{label}</span>
      <select
        className={inputClass}
        value={state.filters[name] ?? ''}
        onChange={(event) => onChange(withFilter(state, name, event.target.value))}
      >
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function DateFilter({ state, onChange, name, label }: FilterProps) {
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-semibold">{label}</span>
      <input
        type="date"
        className={inputClass}
        value={state.filters[name] ?? ''}
        onChange={(event) => onChange(withFilter(state, name, event.target.value))}
      />
    </label>
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-sand bg-white p-3">
      {children}
    </div>
  );
}
