// A project's photos (decision 196), for the Site visits and Payments panels: a button that picks one
// picture and sends it (with its progress; a file that is not a JPEG, PNG, WebP or AVIF picture, or is too
// large, is refused by name before it goes, as product images are), and a thumbnail that opens the photo.
import { useId, useState } from 'react';
import type { ProjectPhoto } from '@contract/site-visits.ts';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { imageRefusal } from '../products/image-rules.ts';

/**
 * "Add a photo": picks one image and hands it to `send` as the multipart form the API takes (field
 * "image"); shows the upload's progress, and the refusal or the server's failure below it.
 */
export function PhotoPicker({
  label,
  name,
  small = false,
  send,
}: {
  /** The button's words ('Add a photo', 'Attach proof'). */
  label: string;
  /** What the picker is for, for screen readers ('Add a photo to the visit of …'). */
  name: string;
  small?: boolean;
  send: (form: FormData, onProgress: (fraction: number) => void) => Promise<void>;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File) => {
    const refusal = imageRefusal(file);
    setError(refusal);
    if (refusal) return;
    setProgress(0);
    const form = new FormData();
    form.append('image', file);
    try {
      await send(form, setProgress);
    } catch (failure) {
      setError(`“${file.name}” was not added: ${adminErrorMessage(failure)}`);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="space-y-2">
      <label
        htmlFor={id}
        className={`${small ? buttonClass.small : buttonClass.outline} cursor-pointer whitespace-nowrap has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal`}
      >
        {label}
        <input
          id={id}
          type="file"
          accept="image/*"
          aria-label={name}
          className="sr-only"
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void pick(file);
            event.target.value = '';
          }}
        />
      </label>
      {progress !== null ? (
        <progress
          className="block w-full max-w-xs accent-teal"
          max={1}
          value={progress}
          aria-label={`Uploading: ${Math.round(progress * 100)}%`}
        />
      ) : null}
      <FormAlert message={error} />
    </div>
  );
}

/** A photo's thumbnail, opening the photo itself in a new tab. */
export function PhotoThumbnail({
  photo,
  alt,
  size = 96,
}: {
  photo: ProjectPhoto;
  alt: string;
  size?: number;
}) {
  return (
    <a
      href={photo.url}
      target="_blank"
      rel="noreferrer"
      className="block rounded-lg border border-sand focus-visible:outline-2 focus-visible:outline-teal"
      data-photo={photo.id}
    >
      <img
        src={photo.thumbnail_url}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        className="aspect-square rounded-lg object-cover"
        style={{ width: size, height: size }}
      />
    </a>
  );
}
