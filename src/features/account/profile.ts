// What the profile page says when Save fails (the failure is logged and the page stays in edit mode
// with what was typed; docs/account.md). The API names the field in its message ("PIN code must be 6
// digits and cannot start with 0") and in `details`, so the page can show it next to that field.
// Pure functions, tested apart from the island.
import { PROFILE_FIELDS } from '@contract/account-rules.ts';
import { errorCatalogueMessage, type ApiError } from '../../lib/api.ts';

export type ProfileField = (typeof PROFILE_FIELDS)[number];

export interface ProfileSaveError {
  message: string;
  /** The field the API refused, when it named one of the form's. */
  field: ProfileField | null;
}

const isProfileField = (value: unknown): value is ProfileField =>
  typeof value === 'string' && (PROFILE_FIELDS as readonly string[]).includes(value);

/** The message and field of a failed save, in the API client's wording for 403 and 5xx. */
export function profileSaveError(failure: ApiError): ProfileSaveError {
  const details = Array.isArray(failure.details) ? (failure.details as unknown[]) : [];
  const first = details.find(
    (detail): detail is { field: ProfileField } =>
      !!detail && typeof detail === 'object' && isProfileField((detail as { field?: unknown }).field),
  );
  return {
    message: errorCatalogueMessage(failure),
    field: failure.status === 400 && first ? first.field : null,
  };
}
