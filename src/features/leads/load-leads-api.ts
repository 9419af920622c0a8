// The lead calls (leads-api.ts, with the API client and its HTTP library) are not needed to show or
// fill in a form, only to send it or to ask for a day's slots: the forms load them on demand, starting
// as soon as a field takes the focus so that a submit rarely waits (decision 110).
export type LeadsModule = typeof import('./leads-api.ts');

let loading: Promise<LeadsModule> | undefined;

/** The lead calls' module, loaded once; a failed load (the network) is tried again next time. */
export function loadLeadsApi(): Promise<LeadsModule> {
  loading ??= import('./leads-api.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
