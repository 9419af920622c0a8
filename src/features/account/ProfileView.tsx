// /profile (docs/account.md): the customer's details to read, an Edit Profile mode with Save and
// Cancel, and the avatar. Empty values read 'Not provided'. Save sends the eight fields; success
// returns to the read view with 'Profile updated successfully'; failure is logged and
// stays in edit mode with what was typed, saying next to the field what the API refused ("PIN code must
// be 6 digits …"), so the customer can correct it. Cancel restores the saved values. A chosen photo shows
// at once while it uploads, then the stored one.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { fullName } from '@contract/account-rules.ts';
import type { User } from '@contract/account.ts';
import { accountApi } from './account-api.ts';
import { toApiError } from '../../lib/api.ts';
import { $auth, profileChanged, reportFailure, withToken } from './auth-store.ts';
import { toast } from '../toasts/index.ts';
import Spinner from '../../components/Spinner.tsx';
import AuthGate from './AuthGate.tsx';
import ConsentSwitch from './ConsentSwitch.tsx';
import { AccountIcon } from './icons.tsx';
import { indianPhoneDisplay, useShownPhone } from './phone-display.ts';
import { profileSaveError, type ProfileField, type ProfileSaveError } from './profile.ts';

const PROFILE_UPDATED = 'Profile updated successfully';
export const NOT_PROVIDED = 'Not provided';

type FieldName = ProfileField;
type Values = Record<FieldName, string>;

interface FieldSpec {
  name: FieldName;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
}

const SECTIONS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'Personal Information',
    fields: [
      { name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
      { name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
    ],
  },
  {
    title: 'Contact Information',
    fields: [
      { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', inputMode: 'email' },
      { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
    ],
  },
  {
    title: 'Address Information',
    fields: [
      { name: 'address', label: 'Street Address', autoComplete: 'street-address' },
      { name: 'city', label: 'City', autoComplete: 'address-level2' },
      { name: 'state', label: 'State', autoComplete: 'address-level1' },
      { name: 'pincode', label: 'PIN Code', autoComplete: 'postal-code', inputMode: 'numeric' },
    ],
  },
];

const valuesOf = (user: User): Values => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  email: user.email ?? '',
  phone: user.phone ? (indianPhoneDisplay(user.phone) ?? user.phone) : '',
  address: user.address ?? '',
  city: user.city ?? '',
  state: user.state ?? '',
  pincode: user.pincode ?? '',
});

function ShownPhone({ phone }: { phone: string | null }): ReactNode {
  const shown = useShownPhone(phone);
  return shown || NOT_PROVIDED;
}

const initials = (user: User) =>
  ((user.first_name?.trim().charAt(0) ?? '') + (user.last_name?.trim().charAt(0) ?? '')).toUpperCase() || '?';

function Avatar({ user }: { user: User }): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // The chosen file, shown while it uploads (an object URL, released when it is replaced).
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setPreview(URL.createObjectURL(file));
    try {
      const result = await withToken((token) => accountApi.uploadAvatar(token, file, file.name));
      profileChanged(result.user);
      toast.success('Profile photo updated');
    } catch (error) {
      reportFailure(error);
    } finally {
      setPreview(null);
      setUploading(false);
    }
  };

  const shown = preview ?? user.avatar_url;
  return (
    <div className="flex items-center gap-5">
      <span className="relative inline-flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-teal-soft text-3xl font-semibold text-teal ring-4 ring-white">
        {shown ? (
          <img src={shown} alt="Profile photo" width={96} height={96} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{initials(user)}</span>
        )}
        {uploading && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70">
            <Spinner size="small" label="Uploading photo…" />
          </span>
        )}
      </span>
      <div>
        <p className="text-2xl font-medium text-charcoal font-display">{fullName(user) || NOT_PROVIDED}</p>
        <button
          type="button"
          className="mt-2 inline-flex items-center gap-2 text-sm font-semibold text-teal underline-offset-4 hover:underline disabled:opacity-60"
          onClick={() => input.current?.click()}
          disabled={uploading}
        >
          <AccountIcon name="camera" size={16} />
          {user.avatar_url ? 'Change photo' : 'Add a photo'}
        </button>
        <p className="mt-1 text-xs text-muted">JPEG, PNG or WebP, up to 5 MB.</p>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose a profile photo"
          onChange={(event) => void upload(event)}
        />
      </div>
    </div>
  );
}

function Profile({ user }: { user: User }): ReactNode {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<ProfileSaveError | null>(null);

  const startEditing = () => {
    setValues(valuesOf(user));
    setFailed(null);
    setEditing(true);
  };
  const cancel = () => {
    setValues(valuesOf(user));
    setFailed(null);
    setEditing(false);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const updated = await withToken((token) => accountApi.updateProfile(token, values));
      profileChanged(updated);
      setValues(valuesOf(updated));
      setFailed(null);
      setEditing(false);
      toast.success(PROFILE_UPDATED);
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 401 && failure.isAuthError) {
        reportFailure(failure);
        return;
      }
      console.error('Failed to update profile', failure);
      setFailed(profileSaveError(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      className="rounded-3xl border border-sand bg-white p-6 shadow-soft sm:p-10"
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <Avatar user={user} />
        {!editing && (
          <button type="button" className="btn btn-outline self-start sm:self-auto" onClick={startEditing}>
            Edit Profile
          </button>
        )}
      </div>

      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="mt-10 border-t border-sand pt-8">
          <legend className="float-left mb-5 w-full text-lg font-semibold text-charcoal">
            {section.title}
          </legend>
          <dl className="clear-both grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {section.fields.map((field) => (
              <div key={field.name} className={field.name === 'address' ? 'sm:col-span-2' : undefined}>
                {editing ? (
                  <>
                    <dt>
                      <label htmlFor={`profile-${field.name}`} className="text-sm font-medium text-muted">
                        {field.label}
                      </label>
                    </dt>
                    <dd className="mt-1.5">
                      <input
                        id={`profile-${field.name}`}
                        name={field.name}
                        type={field.type ?? 'text'}
                        autoComplete={field.autoComplete}
                        inputMode={field.inputMode}
                        value={values[field.name]}
                        onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                        aria-invalid={failed?.field === field.name ? true : undefined}
                        aria-describedby={failed?.field === field.name ? 'profile-error' : undefined}
                        className="w-full rounded-xl border border-ivory-muted bg-white px-4 py-2.5 text-charcoal focus:border-teal aria-invalid:border-terracotta"
                      />
                      {failed?.field === field.name && (
                        <p id="profile-error" role="alert" className="mt-1.5 text-sm text-terracotta-dark">
                          {failed.message}
                        </p>
                      )}
                    </dd>
                  </>
                ) : (
                  <>
                    <dt className="text-sm font-medium text-muted">{field.label}</dt>
                    <dd className={`mt-1 ${user[field.name] ? 'text-charcoal' : 'text-muted italic'}`}>
                      {field.name === 'phone' ? (
                        <ShownPhone phone={user.phone} />
                      ) : (
                        user[field.name] || NOT_PROVIDED
                      )}
                    </dd>
                  </>
                )}
              </div>
            ))}
          </dl>
        </fieldset>
      ))}

      {editing && (
        <div className="mt-10 flex flex-wrap items-center justify-end gap-3 border-t border-sand pt-6">
          {failed && !failed.field && (
            <p role="alert" className="mr-auto text-sm text-terracotta-dark">
              {failed.message}
            </p>
          )}
          <button type="button" className="btn btn-outline" onClick={cancel} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      )}
    </form>
  );
}

function SignedInProfile(): ReactNode {
  const { user } = useStore($auth);
  if (!user) return null;
  return (
    <>
      <Profile key={user.id} user={user} />
      <ConsentSwitch />
    </>
  );
}

export default function ProfileView(): ReactNode {
  return (
    <AuthGate>
      <SignedInProfile />
    </AuthGate>
  );
}
