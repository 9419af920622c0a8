// Categories: the tree; create one, rename it, change its address (the old one redirects), move it under
// another parent, reorder it among its siblings, give it an image, and delete it once it is empty.
import { useMemo, useState, type FormEvent } from 'react';
import { CategoryInputSchema, type AdminCategory } from '@contract/admin/catalogue.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import type { ApiError } from '../../../../lib/api.ts';
import { adminKey, useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import {
  buttonClass,
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { apiFieldErrors, validate, type FieldErrors } from '../../lib/field-errors.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { buildTree, flatten, parentChoices, reorderSiblings } from './category-tree.ts';
import { ReturnWindow } from '../returns/ReturnWindow.tsx';

export default function CategoriesPage() {
  return (
    <RequirePermission permission="catalogue:read">
      <CategoriesScreen />
    </RequirePermission>
  );
}

interface FormValues {
  name: string;
  slug: string;
  description: string;
  parent_id: string;
  is_featured: boolean;
}
const EMPTY: FormValues = { name: '', slug: '', description: '', parent_id: '', is_featured: false };
const valuesOf = (category: AdminCategory): FormValues => ({
  name: category.name,
  slug: category.slug,
  description: category.description ?? '',
  parent_id: category.parent_id ?? '',
  is_featured: category.is_featured,
});

function CategoriesScreen() {
  const { can } = useAdmin();
  const write = can('catalogue:write');
  const list = useAdminQuery('/admin/categories');
  const categories = useMemo(() => list.data?.categories ?? [], [list.data]);
  const rows = useMemo(() => flatten(buildTree(categories)), [categories]);
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const reorder = useAdminMutation({
    method: 'put',
    path: '/admin/categories/order',
    invalidates: ['/admin/categories'],
    success: 'Order saved',
  });
  const remove = useAdminMutation({
    method: 'delete',
    path: '/admin/categories/{id}',
    params: ({ id }: { id: string }) => ({ id }),
    body: () => undefined,
    invalidates: ['/admin/categories'],
    success: 'Category deleted',
    onSuccess: (_data, { id }) => {
      if (editing !== 'new' && editing?.id === id) setEditing(null);
    },
  });
  const childCount = (id: string) => categories.filter((category) => category.parent_id === id).length;

  return (
    <>
      <PageHeader
        title="Categories"
        description="The shop’s aisles. Move a category by choosing its parent; reorder it among its neighbours."
        actions={
          write ? (
            <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
              New category
            </button>
          ) : null
        }
      />
      {list.error ? <FormAlert message={adminErrorMessage(list.error)} /> : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <ul
          className="divide-y divide-sand/70 rounded-xl border border-sand bg-white"
          aria-label="Category tree"
        >
          {rows.map(({ category, depth }) => {
            const empty = category.product_count === 0 && childCount(category.id) === 0;
            return (
              <li
                key={category.id}
                className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm"
                data-category-slug={category.slug}
              >
                <span style={{ paddingInlineStart: `${depth * 1.25}rem` }} className="min-w-40 flex-1">
                  <span className="font-semibold">{category.name}</span>{' '}
                  <span className="text-muted">
                    /{category.slug} · {category.product_count} product
                    {category.product_count === 1 ? '' : 's'}
                    {category.is_featured ? ' · featured' : ''}
                  </span>
                </span>
                {write ? (
                  <span className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      className={buttonClass.small}
                      aria-label={`Move ${category.name} up`}
                      disabled={reorder.isPending || !reorderSiblings(categories, category.id, -1)}
                      onClick={() => {
                        const order = reorderSiblings(categories, category.id, -1);
                        if (order) reorder.mutate(order);
                      }}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={buttonClass.small}
                      aria-label={`Move ${category.name} down`}
                      disabled={reorder.isPending || !reorderSiblings(categories, category.id, 1)}
                      onClick={() => {
                        const order = reorderSiblings(categories, category.id, 1);
                        if (order) reorder.mutate(order);
                      }}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={buttonClass.small}
                      aria-label={`Edit ${category.name}`}
                      onClick={() => setEditing(category)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className={buttonClass.small}
                      aria-label={`Delete ${category.name}`}
                      title={
                        empty
                          ? undefined
                          : 'Only an empty category (no product, no subcategory) can be deleted'
                      }
                      disabled={!empty || remove.isPending}
                      onClick={() => {
                        if (window.confirm(`Delete the category ${category.name}?`))
                          remove.mutate({ id: category.id });
                      }}
                    >
                      Delete
                    </button>
                  </span>
                ) : null}
              </li>
            );
          })}
          {list.isPending ? <li className="px-3 py-6 text-center text-muted">Loading…</li> : null}
        </ul>
        {editing ? (
          <CategoryEditor
            key={editing === 'new' ? 'new' : editing.id}
            category={editing === 'new' ? null : editing}
            categories={categories}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </div>
    </>
  );
}

function CategoryEditor({
  category,
  categories,
  onDone,
}: {
  category: AdminCategory | null;
  categories: AdminCategory[];
  onDone: () => void;
}) {
  const [values, setValues] = useState<FormValues>(category ? valuesOf(category) : EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shared = {
    invalidates: ['/admin/categories'],
    quietOn: (failure: ApiError) => failure.status === 400,
    onSuccess: onDone,
  };
  const create = useAdminMutation({
    method: 'post',
    path: '/admin/categories',
    success: 'Category created',
    ...shared,
  });
  const update = useAdminMutation({
    method: 'put',
    path: '/admin/categories/{id}',
    params: { id: category?.id ?? '' },
    success: 'Category saved',
    ...shared,
  });
  const save = category ? update : create;
  const slugChanged = !!category && values.slug.trim() !== category.slug;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: values.name,
      ...(values.slug.trim() ? { slug: values.slug } : {}),
      description: values.description.trim() ? values.description : null,
      parent_id: values.parent_id || null,
      is_featured: values.is_featured,
    };
    const checked = validate(CategoryInputSchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  const set =
    (key: 'name' | 'slug' | 'description' | 'parent_id') => (event: { target: { value: string } }) =>
      setValues((old) => ({ ...old, [key]: event.target.value }));
  return (
    <div className="space-y-4">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="category-editor"
        className="space-y-3 rounded-xl border border-sand bg-white p-4"
      >
        <h2 id="category-editor" className="font-semibold">
          {category ? `Edit ${category.name}` : 'New category'}
        </h2>
        <TextField
          id="category-name"
          label="Name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          id="category-slug"
          label="Address (slug)"
          hint={
            slugChanged
              ? `The old address /categories/${category.slug} will redirect to the new one.`
              : category
                ? 'Changing it keeps the old address as a redirect.'
                : 'Left empty, it is made from the name.'
          }
          value={values.slug}
          onChange={set('slug')}
          error={errors.slug}
        />
        <SelectField
          id="category-parent"
          label="Parent"
          options={[{ value: '', label: 'Top level' }, ...parentChoices(categories, category?.id ?? null)]}
          value={values.parent_id}
          onChange={set('parent_id')}
          error={errors.parent_id}
        />
        <TextAreaField
          id="category-description"
          label="Description"
          value={values.description}
          onChange={set('description')}
          error={errors.description}
        />
        <CheckboxField
          id="category-featured"
          label="Featured on the home page"
          checked={values.is_featured}
          onChange={(checked) => setValues((old) => ({ ...old, is_featured: checked }))}
        />
        {save.error && save.error.status !== 400 ? (
          <FormAlert message={adminErrorMessage(save.error)} />
        ) : null}
        <div className="flex gap-2">
          <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
            {category ? 'Save category' : 'Create category'}
          </button>
          <button type="button" className={buttonClass.outline} onClick={onDone}>
            Cancel
          </button>
        </div>
      </form>
      {category ? <CategoryImage category={category} /> : null}
      {category ? <ReturnWindow target="category" record={category} /> : null}
    </div>
  );
}

function CategoryImage({ category }: { category: AdminCategory }) {
  const { api } = useAdmin();
  const toast = useToast();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    const form = new FormData();
    form.append('image', file);
    try {
      await api.upload('/admin/categories/{id}/image', { path: { id: category.id } }, form, setProgress);
      toast('Image saved', 'success');
      await client.invalidateQueries({ queryKey: adminKey('/admin/categories') });
    } catch (failure) {
      setError(adminErrorMessage(failure));
    } finally {
      setProgress(null);
    }
  };
  return (
    <section
      aria-labelledby="category-image"
      className="space-y-2 rounded-xl border border-sand bg-white p-4 text-sm"
    >
      <h2 id="category-image" className="font-semibold">
        Image
      </h2>
      {category.image_url ? (
        <img src={category.image_url} alt="" className="h-32 w-full rounded-lg object-cover" />
      ) : (
        <p className="text-muted">No image yet.</p>
      )}
      <label className="block">
        <span className="mb-1 block font-semibold">Choose a new image</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="block min-h-10 w-full text-sm"
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
            event.target.value = '';
          }}
        />
      </label>
      {progress !== null ? (
        <progress className="w-full" max={1} value={progress} aria-label="Uploading the image" />
      ) : null}
      <FormAlert message={error} />
    </section>
  );
}
