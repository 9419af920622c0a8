// One product's editor (or a new product's): every field the shop shows, options (variants) with their
// own price, discount price, SKU and stock, specifications and features, the category, the HSN code,
// GST rate and units in stock that orders and invoices use, and the images; publish, unpublish and
// archive. The contract's schema checks the form before it is sent and the API's field errors land
// beside the same fields; a save refused because someone else saved first shows what changed and lets
// the member load the stored product or save their own edits over it, knowingly.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  ProductCreateSchema,
  ProductUpdateSchema,
  type ProductCreate,
  type ProductUpdate,
  type AdminProduct,
} from '@contract/admin/catalogue.ts';
import { ADMIN_CONFLICT_CODE, type ConflictDetails } from '@contract/admin/common.ts';
import { type ProductStatus, type StockStatusValue } from '@contract/admin/rules.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { adminKey, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FieldError, FormAlert, inputClass, errorProps } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { apiFieldErrors, validate, type FieldErrors } from '../../lib/field-errors.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { categoryOptions, useCategories } from './categories.ts';
import { ImagesPanel } from './ImagesPanel.tsx';
import {
  BasicsSection,
  DetailsSection,
  FeaturesSection,
  fieldId,
  Panel,
  PriceSection,
  STOCK_OPTIONS,
  textProps,
} from './ProductFormSections.tsx';
import {
  conflictSummary,
  emptyForm,
  formFromProduct,
  newKey,
  payloadOf,
  withStoredStock,
  type ProductForm,
} from './product-form.ts';
import { statusBadge } from './ProductsPage.tsx';
import { ReturnWindow } from '../returns/ReturnWindow.tsx';

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

/** Publish or unpublish, and archive: the moves the product's status allows. */
function StatusActions({
  status,
  onChange,
}: {
  status: ProductStatus;
  onChange: (next: ProductStatus) => void;
}) {
  return (
    <>
      {status !== 'published' ? (
        <button type="button" className={buttonClass.secondary} onClick={() => onChange('published')}>
          Publish
        </button>
      ) : (
        <button type="button" className={buttonClass.outline} onClick={() => onChange('draft')}>
          Unpublish
        </button>
      )}
      {status !== 'archived' ? (
        <button type="button" className={buttonClass.outline} onClick={() => onChange('archived')}>
          Archive
        </button>
      ) : null}
    </>
  );
}

/** Under the title: the status, the version and a link to the shop's page, or what a new product starts as. */
function EditorDescription({
  product,
  status,
  version,
}: {
  product: AdminProduct | null;
  status: ProductStatus;
  version: number;
}) {
  if (!product) return 'A new product starts as a draft: the shop shows it once it is published.';
  return (
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
  );
}

/** The save button, kept in view at the foot of the form. */
function SaveBar({ saving, isNew }: { saving: boolean; isNew: boolean }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-sand bg-ivory/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
      <button type="submit" className={buttonClass.primary} disabled={saving}>
        {saving ? 'Saving…' : isNew ? 'Create product' : 'Save changes'}
      </button>
      <span className="text-sm text-muted">
        {isNew ? 'Saved as a draft.' : 'Saved changes reach the shop at the next site build.'}
      </span>
    </div>
  );
}

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
  const text = textProps(form, errors, canWrite, set);
  const section = { form, errors, canWrite, set, text };

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
        description={<EditorDescription product={product} status={status} version={version} />}
        actions={
          product && canWrite ? (
            <StatusActions status={status} onChange={(next) => void changeStatus(next)} />
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
        <BasicsSection {...section} options={options} />
        <PriceSection {...section} />
        <Panel title="Options (variants)">
          <VariantsTable form={form} setForm={setForm} errors={errors} disabled={!canWrite} />
        </Panel>
        <DetailsSection {...section} />
        <FeaturesSection {...section} />
        {canWrite ? <SaveBar saving={saving} isNew={!product} /> : null}
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
      {product ? <ReturnWindow target="product" record={product} className="mt-6" /> : null}
    </>
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
