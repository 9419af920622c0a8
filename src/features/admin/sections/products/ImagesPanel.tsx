// A product's images: upload (with progress; anything that is not a picture is refused with its name),
// the order (buttons, so that a keyboard does it), alt texts and the primary image, and removal.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AdminImage } from '@contract/admin/catalogue.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { adminKey } from '../../api/queries.ts';
import { buttonClass, inputClass } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { IMAGE_TYPES, imageRefusal, moved } from './image-rules.ts';

interface Props {
  productId: string;
  productName: string;
  initial: AdminImage[];
  canWrite: boolean;
}

interface Upload {
  name: string;
  progress: number;
}

export function ImagesPanel({ productId, productName, initial, canWrite }: Props) {
  const { api } = useAdmin();
  const toast = useToast();
  const client = useQueryClient();
  const inputId = useId();
  const [images, setImages] = useState<AdminImage[]>(initial);
  const [dirty, setDirty] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const target = { path: { id: productId } };
  const refresh = () => void client.invalidateQueries({ queryKey: adminKey(`/admin/products/${productId}`) });

  /** The server's list, keeping alt texts typed but not saved yet. */
  const merge = (fromServer: AdminImage[]) =>
    setImages((current) =>
      fromServer.map((image) => {
        const local = current.find((candidate) => candidate.id === image.id);
        return local && dirty ? { ...image, alt_text: local.alt_text } : image;
      }),
    );

  async function addFiles(files: FileList | null) {
    if (!files) return;
    const problems: string[] = [];
    for (const file of Array.from(files)) {
      const refusal = imageRefusal(file);
      if (refusal) {
        problems.push(refusal);
        continue;
      }
      setUpload({ name: file.name, progress: 0 });
      const form = new FormData();
      form.append('image', file);
      try {
        const data = await api.upload('/admin/products/{id}/images', target, form, (progress) =>
          setUpload({ name: file.name, progress }),
        );
        merge(data.images);
        toast(`Added “${file.name}”`);
      } catch (error) {
        problems.push(`“${file.name}” was not added: ${adminErrorMessage(error)}`);
      }
    }
    setUpload(null);
    setRefusals(problems);
    refresh();
  }

  async function saveArrangement() {
    setSaving(true);
    try {
      const data = await api.call('put', '/admin/products/{id}/images', {
        ...target,
        json: {
          images: images.map((image) => ({
            id: image.id,
            alt_text: image.alt_text?.trim() ? image.alt_text : null,
            is_primary: image.is_primary,
          })),
        },
      });
      setImages(data.images);
      setDirty(false);
      toast('Images saved');
      refresh();
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  }

  async function remove(image: AdminImage, index: number) {
    if (!window.confirm(`Remove image ${index + 1} of ${productName}?`)) return;
    try {
      const data = await api.call('delete', '/admin/products/{id}/images/{imageId}', {
        path: { id: productId, imageId: image.id },
      });
      merge(data.images);
      toast('Image removed');
      refresh();
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    }
  }

  const edit = (next: AdminImage[]) => {
    setImages(next);
    setDirty(true);
  };

  return (
    <section
      className="rounded-xl border border-sand bg-white p-4 sm:p-6"
      aria-labelledby={`${inputId}-title`}
    >
      <h2 id={`${inputId}-title`} className="mb-1 font-serif text-lg font-semibold">
        Images
      </h2>
      <p className="mb-4 text-sm text-muted">
        The first image is shown first; the primary image is the one listings show. Images are checked,
        re-encoded and given thumbnails when they arrive.
      </p>
      {canWrite ? (
        <div className="mb-4">
          <label htmlFor={inputId} className={`${buttonClass.secondary} cursor-pointer`}>
            Add images
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            disabled={!!upload}
            onChange={(event) => {
              void addFiles(event.target.files);
              event.target.value = '';
            }}
          />
          <span className="ml-3 text-sm text-muted">JPEG, PNG, WebP or AVIF, up to 10 MB each.</span>
          {upload ? (
            <div className="mt-3" role="status">
              <label className="block text-sm">
                Uploading “{upload.name}”… {Math.round(upload.progress * 100)}%
                <progress
                  className="mt-1 block w-full max-w-md accent-teal"
                  max={1}
                  value={upload.progress}
                />
              </label>
            </div>
          ) : null}
          {refusals.length > 0 ? (
            <ul
              role="alert"
              className="mt-3 space-y-1 rounded-lg bg-terracotta-soft px-4 py-3 text-sm"
              data-image-refusals
            >
              {refusals.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {images.length === 0 ? <p className="text-sm text-muted">No images yet.</p> : null}
      <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-images>
        {images.map((image, index) => (
          <li key={image.id} className="rounded-lg border border-sand p-3" data-image-id={image.id}>
            <img
              src={image.thumbnail_url ?? image.image_url}
              alt={image.alt_text ?? ''}
              width={400}
              height={400}
              className="aspect-square w-full rounded object-cover"
            />
            <p className="mt-2 text-sm font-semibold">
              Image {index + 1}
              {image.is_primary ? (
                <span className="ml-2 rounded-full bg-teal-soft px-2 text-xs text-teal-dark">Primary</span>
              ) : null}
            </p>
            <label className="mt-2 block text-sm">
              <span className="mb-1 block">Alt text of image {index + 1}</span>
              <input
                className={inputClass}
                value={image.alt_text ?? ''}
                disabled={!canWrite}
                maxLength={300}
                onChange={(event) =>
                  edit(
                    images.map((candidate) =>
                      candidate.id === image.id ? { ...candidate, alt_text: event.target.value } : candidate,
                    ),
                  )
                }
              />
            </label>
            {canWrite ? (
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <label className="inline-flex min-h-8 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${inputId}-primary`}
                    className="size-6 accent-teal"
                    checked={image.is_primary}
                    onChange={() =>
                      edit(
                        images.map((candidate) => ({ ...candidate, is_primary: candidate.id === image.id })),
                      )
                    }
                  />
                  Primary
                </label>
                <button
                  type="button"
                  className={buttonClass.small}
                  disabled={index === 0}
                  aria-label={`Move image ${index + 1} earlier`}
                  onClick={() => edit(moved(images, index, -1))}
                >
                  ↑ Earlier
                </button>
                <button
                  type="button"
                  className={buttonClass.small}
                  disabled={index === images.length - 1}
                  aria-label={`Move image ${index + 1} later`}
                  onClick={() => edit(moved(images, index, 1))}
                >
                  ↓ Later
                </button>
                <button
                  type="button"
                  className={buttonClass.small}
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => void remove(image, index)}
                >
                  Remove
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {canWrite && images.length > 0 ? (
        <div className="mt-4 flex items-center gap-3">
          <button
            type="button"
            className={buttonClass.primary}
            disabled={!dirty || saving}
            onClick={() => void saveArrangement()}
          >
            {saving ? 'Saving…' : 'Save order, alt texts and primary'}
          </button>
          {dirty ? <span className="text-sm text-muted">Unsaved changes to the images.</span> : null}
        </div>
      ) : null}
    </section>
  );
}
