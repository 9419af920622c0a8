// Identifiers the API hands out. Every product, variant, category, project and customer id is a UUID; a
// path or field that cannot be one names nothing, so the API answers 404 (or 400 for a query parameter)
// without asking the database, which would refuse the text as a uuid.

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_RE.test(value);
