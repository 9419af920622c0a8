// A value only the browser knows (that the page now runs there, today's date in India), for an island
// rendered at build time: the built HTML and the hydration use `onServer`, then the island renders
// again with `read()`. `read` must answer the same value each time it is asked (a string, a boolean).
import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: the value does not change while the page is open. */
const noChanges = () => () => {};

export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noChanges, read, () => onServer);
}
