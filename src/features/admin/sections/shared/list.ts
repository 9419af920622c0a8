// A list screen's state in the address: read it from the route's search params, and write a new one back.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { listSearchOf, parseListSearch, type ListConfig, type ListState } from '../../lib/list-state.ts';

export function useListState(config: ListConfig): [ListState, (next: ListState) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const state = useMemo(() => parseListSearch(search, config), [search, config]);
  const setState = useCallback(
    (next: ListState) => void navigate({ to: '.', search: listSearchOf(next) as never, replace: true }),
    [navigate],
  );
  return [state, setState];
}
