// One product's editor (or a new product's): every field the shop shows, options (variants) with their
// own price, discount price, SKU and stock, specifications and features, the category, the HSN code,
// GST rate and units in stock that orders and invoices use, and the images; publish, unpublish and
// archive. The contract's schema checks the form before it is sent and the API's field errors land
// beside the same fields; a save refused because someone else saved first shows what changed and lets
// the member load the stored product or save their own edits over it, knowingly.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ProductCreateSchema,
  ProductUpdateSchema,
  type ProductCreate,
  type ProductUpdate,
  type AdminProduct,
} from '../../../../../contract/admin/catalogue.ts';
import { ADMIN_CONFLICT_CODE, type ConflictDetails } from '../../../../../contract/admin/common.ts';
import {
  STOCK_STATUSES,
  STOCK_STATUS_LABELS,
  type ProductStatus,
  type StockStatusValue,
} from '../../../../../contract/admin/rules.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { adminKey, useAdminQuery } from '../../api/queries.ts';
import {
  buttonClass,
  CheckboxField,
  FieldError,
  FormAlert,
  inputClass,
  SelectField,
  TextAreaField,
  TextField,
  errorProps,
} from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { apiFieldErrors, validate, type FieldErrors } from '../../lib/field-errors.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { categoryOptions, useCategories } from './categories.ts';
import { ImagesPanel } from './ImagesPanel.tsx';
import {
  conflictSummary,
  emptyForm,
  formFromProduct,
  GST_RATE_OPTIONS,
  newKey,
  payloadOf,
  withStoredStock,
  type MoneyField,
  type ProductForm,
  type TextField as TextFieldName,
} from './product-form.ts';
import { statusBadge } from './ProductsPage.tsx';

const STOCK_OPTIONS = STOCK_STATUSES.map((value) => ({ value, label: STOCK_STATUS_LABELS[value] }));

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-sand bg-white p-4 sm:p-6" aria-label={title}>
      <h2 className="mb-4 font-serif text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function isConflict(error: unknown): error is ApiError & { details: ConflictDetails } {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.code === ADMIN_CONFLICT_CODE &&
    !!error.details &&
    typeof error.details === 'object' &&
    'changes' in (error.details as object)
  );
}

function ConflictPanel({
  details,
  message,
  categoryName,
  onLoadTheirs,
  onKeepMine,
}: {
  details: ConflictDetails;
  message: string;
  categoryName: (id: string) => string | undefined;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}) {
  const summary = conflictSummary(details, categoryName);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="rounded-xl border-2 border-terracotta bg-terracotta-soft p-4"
      data-conflict
    >
      <h2 id="conflict-title" ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {summary.by} saved this product on {summary.at}, after you opened it. Nothing of yours was saved.
      </h2>
      <p className="mt-1 text-sm">{message}</p>
      {summary.rows.length > 0 ? (
        <div className="mt-3 overflow-x-auto rounded-lg bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Fields that differ</caption>
            <thead className="text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Field
                </th>
                <th scope="col" className="px-3 py-2">
                  Your value
                </th>
                <th scope="col" className="px-3 py-2">
                  Current value
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.rows.map((row) => (
                <tr key={row.field} className="border-t border-sand">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {row.label}
                  </th>
                  <td className="px-3 py-2">{row.yours}</td>
                  <td className="px-3 py-2">{row.current}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2 text-sm">Your edits and the stored product agree on every field.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass.outline} onClick={onLoadTheirs}>
          Load the current version (drop my edits)
        </button>
        <button type="button" className={buttonClass.primary} onClick={onKeepMine}>
          Save my edits over it
        </button>
      </div>
    </section>
  );
}

const firstErrorField = (errors: FieldErrors): string | undefined => Object.keys(errors)[0];
const fieldId = (path: string) => `product-${path.replace(/\./g, '-')}`;

function Editor({ product }: { product: AdminProduct | null }) {
  const { api, can } = useAdmin();
  const canWrite = can('catalogue:write');
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<ProductForm>(() => (product ? formFromProduct(product) : emptyForm()));
  const [version, setVersion] = useState(product?.version ?? 0);
  const [status, setStatus] = useState<ProductStatus>(product?.status ?? 'draft');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ details: ConflictDetails; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const categories = useCategories();
  const options = useMemo(() => categoryOptions(categories.data?.categories ?? []), [categories.data]);
  const categoryName = (id: string) =>
    categories.data?.categories.find((category) => category.id === id)?.name;

  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const text = (name: TextFieldName | MoneyField | 'hsn_code' | 'stock_quantity') => ({
    id: fieldId(name),
    name,
    value: form[name],
    error: errors[name],
    disabled: !canWrite,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  useEffect(() => {
    const first = firstErrorField(errors);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [errors]);

  const stored = (saved: AdminProduct) => {
    client.setQueryData(adminKey(`/admin/products/${saved.id}`), { product: saved });
    void client.invalidateQueries({
      queryKey: adminKey('/admin/products'),
      exact: false,
      refetchType: 'none',
    });
    void client.invalidateQueries({ queryKey: adminKey('/admin/products'), exact: true });
  };

  async function save(baseVersion = version) {
    setFormError(null);
    const payload = payloadOf(form);
    const checked = product
      ? validate(ProductUpdateSchema, { ...payload, version: baseVersion })
      : validate(ProductCreateSchema, payload);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError('Some fields need attention; each says what is wrong.');
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (product) {
        const { data, message } = await api.callWithMessage('put', '/admin/products/{id}', {
          path: { id: product.id },
          json: checked.data as ProductUpdate,
        });
        setVersion(data.product.version);
        setConflict(null);
        // The units as stored now: a later save sends them only when they are changed again.
        setForm((current) => ({ ...current, ...withStoredStock(data.product.stock_quantity) }));
        stored(data.product);
        toast(message ?? 'Product saved');
      } else {
        const { data } = await api.callWithMessage('post', '/admin/products', {
          json: checked.data as ProductCreate,
        });
        stored(data.product);
        toast('Product created. Add its images below, then publish it.');
        await navigate({ to: '/products/$productId', params: { productId: data.product.id } });
      }
    } catch (error) {
      if (isConflict(error)) {
        setConflict({ details: error.details, message: error.message });
      } else {
        // A 400 names its fields; so does a 409 of a slug or SKU in use.
        const fields = apiFieldErrors(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        setFormError(adminErrorMessage(error));
        toast(adminErrorMessage(error), 'error');
      }
    } finally {
      setSaving(false);
    }
  }

  async function changeStatus(next: ProductStatus) {
    if (!product) return;
    try {
      const { product: saved } = await api.call('post', '/admin/products/{id}/status', {
        path: { id: product.id },
        json: { status: next, version },
      });
      setVersion(saved.version);
      setStatus(saved.status);
      stored(saved);
      toast(
        next === 'published'
          ? 'Published: the shop shows it after the next site build.'
          : next === 'archived'
            ? 'Archived: it leaves the shop at the next site build.'
            : 'Unpublished: back to draft.',
      );
    } catch (error) {
      if (isConflict(error)) setConflict({ details: error.details, message: error.message });
      else toast(adminErrorMessage(error), 'error');
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const title = product ? product.name : 'New product';
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/products" className="text-teal underline">
          ← Products
        </Link>
      </p>
      <PageHeader
        title={title}
        description={
          product ? (
            <>
              {statusBadge(status)} <span className="ml-2">Version {version}</span>
              {status === 'published' ? (
                <a
                  href={`/products/${product.slug}`}
                  className="ml-3 text-teal underline"
                  target="_blank"
                  rel="noreferrer"
                >
                  View in the shop
                </a>
              ) : null}
            </>
          ) : (
            'A new product starts as a draft: the shop shows it once it is published.'
          )
        }
        actions={
          product && canWrite ? (
            <>
              {status !== 'published' ? (
                <button
                  type="button"
                  className={buttonClass.secondary}
                  onClick={() => void changeStatus('published')}
                >
                  Publish
                </button>
              ) : (
                <button
                  type="button"
                  className={buttonClass.outline}
                  onClick={() => void changeStatus('draft')}
                >
                  Unpublish
                </button>
              )}
              {status !== 'archived' ? (
                <button
                  type="button"
                  className={buttonClass.outline}
                  onClick={() => void changeStatus('archived')}
                >
                  Archive
                </button>
              ) : null}
            </>
          ) : null
        }
      />
      {!canWrite ? (
        <p className="mb-4 rounded-lg bg-cream px-4 py-3 text-sm">
          Your role can see this product but not change it.
        </p>
      ) : null}
      <form onSubmit={submit} className="space-y-6" noValidate aria-label={`Edit ${title}`}>
        {conflict ? (
          <ConflictPanel
            details={conflict.details}
            message={conflict.message}
            categoryName={categoryName}
            onLoadTheirs={() => {
              const current = conflict.details.current as AdminProduct;
              setForm(formFromProduct(current));
              setVersion(current.version);
              setStatus(current.status);
              setConflict(null);
              stored(current);
              toast('Loaded the current version.', 'info');
            }}
            onKeepMine={() => {
              const current = conflict.details.current as AdminProduct;
              setVersion(current.version);
              setConflict(null);
              void save(current.version);
            }}
          />
        ) : null}
        <FormAlert message={formError} />
        <Panel title="Basics">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Name" required {...text('name')} />
            <TextField
              label="Address (slug)"
              hint="Made from the name when left blank. A new address keeps the old one working."
              {...text('slug')}
            />
            <TextField label="SKU" {...text('sku')} />
            <SelectField
              id={fieldId('category_id')}
              label="Category"
              error={errors.category_id}
              value={form.category_id}
              disabled={!canWrite}
              onChange={(event) => set('category_id', event.target.value)}
              options={[{ value: '', label: 'No category' }, ...options]}
            />
            <TextField label="Brand" {...text('brand')} />
            <TextAreaField label="Description" className="md:col-span-2" {...text('description')} />
          </div>
        </Panel>
        <Panel title="Price, tax and stock">
          <div className="grid gap-4 md:grid-cols-3">
            <TextField
              label="Price (₹)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              {...text('price')}
            />
            <TextField
              label="Discount price (₹)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              hint="What the shopper pays when below the price."
              {...text('discount_price')}
            />
            <TextField
              label="Compare-at price (₹)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...text('compare_price')}
            />
            <SelectField
              id={fieldId('stock_status')}
              label="Stock"
              error={errors.stock_status}
              value={form.stock_status}
              disabled={!canWrite}
              onChange={(event) => set('stock_status', event.target.value as StockStatusValue)}
              options={STOCK_OPTIONS}
            />
            <TextField
              label="Units in stock"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint="Leave empty when not counted (made to order). Each order takes its units off."
              {...text('stock_quantity')}
            />
            <div className="flex flex-col justify-end gap-1">
              <CheckboxField
                id={fieldId('is_featured')}
                label="Featured on the home page"
                checked={form.is_featured}
                disabled={!canWrite}
                onChange={(value) => set('is_featured', value)}
              />
              <CheckboxField
                id={fieldId('assembly_required')}
                label="Assembly required"
                checked={form.assembly_required}
                disabled={!canWrite}
                onChange={(value) => set('assembly_required', value)}
              />
            </div>
            <TextField
              label="HSN code"
              inputMode="numeric"
              maxLength={8}
              autoComplete="off"
              hint="4, 6 or 8 digits, as the invoice names it: 9401 seats, 9403 other furniture."
              {...text('hsn_code')}
            />
            <SelectField
              id={fieldId('gst_rate')}
              label="GST rate"
              error={errors.gst_rate}
              value={form.gst_rate}
              disabled={!canWrite}
              onChange={(event) => set('gst_rate', event.target.value)}
              options={GST_RATE_OPTIONS}
            />
          </div>
        </Panel>
        <Panel title="Options (variants)">
          <VariantsTable form={form} setForm={setForm} errors={errors} disabled={!canWrite} />
        </Panel>
        <Panel title="Details">
          <div className="grid gap-4 md:grid-cols-3">
            <TextField label="Room" {...text('room_type')} />
            <TextField label="Material" {...text('material')} />
            <TextField label="Colour" {...text('color')} />
            <TextField label="Style" {...text('style')} />
            <TextField label="Dimensions" {...text('dimensions')} />
            <TextField label="Weight" {...text('weight')} />
            <TextField label="Warranty" {...text('warranty')} />
            <TextAreaField
              label="Care instructions"
              className="md:col-span-2"
              {...text('care_instructions')}
            />
          </div>
        </Panel>
        <Panel title="Features and specifications">
          <div className="grid gap-6 lg:grid-cols-2">
            <ListEditor
              legend="Features"
              addLabel="Add a feature"
              disabled={!canWrite}
              items={form.features}
              onAdd={() => set('features', [...form.features, { key: newKey('feature'), value: '' }])}
              onRemove={(index) =>
                set(
                  'features',
                  form.features.filter((_, at) => at !== index),
                )
              }
              render={(item, index) => (
                <TextField
                  id={fieldId(`features.${index}`)}
                  label={`Feature ${index + 1}`}
                  value={item.value}
                  disabled={!canWrite}
                  error={errors[`features.${index}`]}
                  onChange={(event) =>
                    set(
                      'features',
                      form.features.map((feature, at) =>
                        at === index ? { ...feature, value: event.target.value } : feature,
                      ),
                    )
                  }
                />
              )}
            />
            <ListEditor
              legend="Specifications"
              addLabel="Add a specification"
              disabled={!canWrite}
              items={form.specifications}
              onAdd={() =>
                set('specifications', [...form.specifications, { key: newKey('spec'), name: '', value: '' }])
              }
              onRemove={(index) =>
                set(
                  'specifications',
                  form.specifications.filter((_, at) => at !== index),
                )
              }
              render={(item, index) => (
                <div className="grid grid-cols-2 gap-2">
                  {(['name', 'value'] as const).map((part) => (
                    <TextField
                      key={part}
                      id={fieldId(`specifications.${index}.${part}`)}
                      label={`Specification ${index + 1} ${part}`}
                      value={item[part]}
                      disabled={!canWrite}
                      error={errors[`specifications.${index}.${part}`]}
                      onChange={(event) =>
                        set(
                          'specifications',
                          form.specifications.map((spec, at) =>
                            at === index ? { ...spec, [part]: event.target.value } : spec,
                          ),
                        )
                      }
                    />
                  ))}
                </div>
              )}
            />
          </div>
        </Panel>
        {canWrite ? (
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-sand bg-ivory/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
            <button type="submit" className={buttonClass.primary} disabled={saving}>
              {saving ? 'Saving…' : product ? 'Save changes' : 'Create product'}
            </button>
            <span className="text-sm text-muted">
              {product ? 'Saved changes reach the shop at the next site build.' : 'Saved as a draft.'}
            </span>
          </div>
        ) : null}
      </form>
      {product ? (
        <div className="mt-6">
          <ImagesPanel
            productId={product.id}
            productName={product.name}
            initial={product.images}
            canWrite={canWrite}
          />
        </div>
      ) : null}
    </>
  );
}

function ListEditor<T extends { key: string }>({
  legend,
  addLabel,
  items,
  onAdd,
  onRemove,
  render,
  disabled,
}: {
  legend: string;
  addLabel: string;
  items: T[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  render: (item: T, index: number) => ReactNode;
  disabled: boolean;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <ul className="space-y-2">
        {items.map((item, index) => (
          <li key={item.key} className="flex items-end gap-2">
            <div className="flex-1">{render(item, index)}</div>
            {!disabled ? (
              <button
                type="button"
                className={`${buttonClass.small} mb-1`}
                onClick={() => onRemove(index)}
                aria-label={`Remove ${legend.toLowerCase()} ${index + 1}`}
              >
                Remove
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {items.length === 0 ? <p className="text-sm text-muted">None yet.</p> : null}
      {!disabled ? (
        <button type="button" className={`${buttonClass.small} mt-2`} onClick={onAdd}>
          {addLabel}
        </button>
      ) : null}
    </fieldset>
  );
}

function VariantsTable({
  form,
  setForm,
  errors,
  disabled,
}: {
  form: ProductForm;
  setForm: (update: (current: ProductForm) => ProductForm) => void;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const update = (
    index: number,
    key: 'name' | 'sku' | 'price' | 'discount_price' | 'stock_status',
    value: string,
  ) =>
    setForm((current) => ({
      ...current,
      variants: current.variants.map((variant, at) =>
        at === index
          ? { ...variant, [key]: key === 'stock_status' ? (value as StockStatusValue) : value }
          : variant,
      ),
    }));
  const cell = (
    index: number,
    key: 'name' | 'sku' | 'price' | 'discount_price',
    label: string,
    numeric = false,
  ) => {
    const id = fieldId(`variants.${index}.${key}`);
    const error = errors[`variants.${index}.${key}`];
    return (
      <td className="px-2 py-2 align-top">
        <label htmlFor={id} className="sr-only">
          {label} of option {index + 1}
        </label>
        <input
          id={id}
          className={inputClass}
          value={form.variants[index]![key]}
          disabled={disabled}
          {...(numeric ? { type: 'number', inputMode: 'numeric' as const, min: 1, step: 1 } : {})}
          {...errorProps(id, error)}
          onChange={(event) => update(index, key, event.target.value)}
        />
        <FieldError id={id} message={error} />
      </td>
    );
  };
  return (
    <div>
      <p className="mb-3 text-sm text-muted">
        Options each have their own price, discount price, SKU and stock. Without options, the product’s own
        price applies.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm" data-variants>
          <caption className="sr-only">Options (variants)</caption>
          <thead className="text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-2 py-1">
                Name
              </th>
              <th scope="col" className="px-2 py-1">
                SKU
              </th>
              <th scope="col" className="px-2 py-1">
                Price (₹)
              </th>
              <th scope="col" className="px-2 py-1">
                Discount price (₹)
              </th>
              <th scope="col" className="px-2 py-1">
                Stock
              </th>
              <th scope="col" className="px-2 py-1">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {form.variants.map((variant, index) => {
              const stockId = fieldId(`variants.${index}.stock_status`);
              return (
                <tr key={variant.key} className="border-t border-sand">
                  {cell(index, 'name', 'Name')}
                  {cell(index, 'sku', 'SKU')}
                  {cell(index, 'price', 'Price', true)}
                  {cell(index, 'discount_price', 'Discount price', true)}
                  <td className="px-2 py-2 align-top">
                    <label htmlFor={stockId} className="sr-only">
                      Stock of option {index + 1}
                    </label>
                    <select
                      id={stockId}
                      className={inputClass}
                      value={variant.stock_status}
                      disabled={disabled}
                      onChange={(event) => update(index, 'stock_status', event.target.value)}
                    >
                      {STOCK_OPTIONS.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-2 py-2 align-top">
                    {!disabled ? (
                      <button
                        type="button"
                        className={buttonClass.small}
                        aria-label={`Remove option ${index + 1}`}
                        onClick={() =>
                          setForm((current) => ({
                            ...current,
                            variants: current.variants.filter((_, at) => at !== index),
                          }))
                        }
                      >
                        Remove
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {form.variants.length === 0 ? <p className="text-sm text-muted">No options.</p> : null}
      {!disabled ? (
        <button
          type="button"
          className={`${buttonClass.small} mt-2`}
          onClick={() =>
            setForm((current) => ({
              ...current,
              variants: [
                ...current.variants,
                {
                  key: newKey('variant'),
                  name: '',
                  sku: '',
                  price: current.price,
                  discount_price: '',
                  stock_status: 'in_stock',
                },
              ],
            }))
          }
        >
          Add an option
        </button>
      ) : null}
    </div>
  );
}

function ExistingProduct({ productId }: { productId: string }) {
  const query = useAdminQuery(
    '/admin/products/{id}',
    { path: { id: productId } },
    {
      staleTime: 0,
    },
  );
  if (query.isPending) return <p role="status">Loading the product…</p>;
  if (query.error)
    return (
      <div role="alert" className="rounded-xl bg-terracotta-soft p-4">
        {query.error.status === 404 ? 'There is no such product.' : adminErrorMessage(query.error)}{' '}
        <Link to="/products" className="underline">
          Back to the products
        </Link>
      </div>
    );
  // Keyed on the id only: a refetch after a save must not throw away what is being typed.
  return <Editor key={productId} product={query.data.product} />;
}

export default function ProductEditorPage() {
  const params = useParams({ strict: false });
  const productId = (params as { productId?: string }).productId;
  return (
    <RequirePermission permission="catalogue:read">
      {productId ? (
        <ExistingProduct productId={productId} />
      ) : (
        <RequirePermission permission="catalogue:write">
          <Editor product={null} />
        </RequirePermission>
      )}
    </RequirePermission>
  );
}
