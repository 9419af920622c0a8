// A JSON value another script keeps in localStorage (the sign-in's profile and tokens), read by the
// header's small scripts without the code that writes it.

/** The value under `key`; null when no key is named, nothing is stored, or what is stored is not JSON. */
export function readStoredJson<T>(key: string | undefined): T | null {
  if (!key) return null;
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}
