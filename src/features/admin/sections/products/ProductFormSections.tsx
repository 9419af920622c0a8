// The product editor's form, section by section (basics; price, tax and stock; details; features and
// specifications), each a component of its own over the editor's form state.
import { type ReactNode } from 'react';
import { STOCK_STATUSES, STOCK_STATUS_LABELS, type StockStatusValue } from '@contract/admin/rules.ts';
import {
  buttonClass,
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/fields.tsx';
import { type FieldErrors } from '../../lib/field-errors.ts';
import {
  GST_RATE_OPTIONS,
  newKey,
  type MoneyField,
  type ProductForm,
  type TextField as TextFieldName,
} from './product-form.ts';

/** The id of a field's input, from its path in the form ('variants.0.sku'). */
export const fieldId = (path: string) => `product-${path.replace(/\./g, '-')}`;

export const STOCK_OPTIONS = STOCK_STATUSES.map((value) => ({ value, label: STOCK_STATUS_LABELS[value] }));

type TextName =
  | TextFieldName
  | MoneyField
  | 'hsn_code'
  | 'stock_quantity'
  | 'low_stock_threshold'
  | 'packed_length_cm'
  | 'packed_width_cm'
  | 'packed_height_cm';

/** The props of a text input bound to a field of the form: its id, value, error and change. */
export const textProps =
  (form: ProductForm, errors: FieldErrors, canWrite: boolean, set: SetField) => (name: TextName) => ({
    id: fieldId(name),
    name,
    value: form[name],
    error: errors[name],
    disabled: !canWrite,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

export type SetField = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => void;

export interface SectionProps {
  form: ProductForm;
  errors: FieldErrors;
  canWrite: boolean;
  set: SetField;
  text: ReturnType<typeof textProps>;
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-sand bg-white p-4 sm:p-6" aria-label={title}>
      <h2 className="mb-4 font-serif text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Name, address, SKU, category, brand and description. */
export function BasicsSection({
  form,
  errors,
  canWrite,
  set,
  text,
  options,
}: SectionProps & { options: { value: string; label: string }[] }) {
  return (
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
  );
}

/** Price, discount and compare-at prices, stock, featuring, assembly, HSN code and GST rate. */
export function PriceSection({ form, errors, canWrite, set, text }: SectionProps) {
  return (
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
        <TextField
          label="Low-stock threshold"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="At or below it, the product is on Low stock and in the morning e-mail. Empty: never."
          {...text('low_stock_threshold')}
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
  );
}

/** Room, material, colour, style, dimensions, weight, warranty and care; the shipping box. */
export function DetailsSection({ form, canWrite, set, text }: SectionProps) {
  return (
    <Panel title="Details">
      <div className="grid gap-4 md:grid-cols-3">
        <TextField label="Room" {...text('room_type')} />
        <TextField label="Material" {...text('material')} />
        <TextField label="Colour" {...text('color')} />
        <TextField label="Style" {...text('style')} />
        <TextField label="Dimensions" {...text('dimensions')} />
        <TextField label="Weight" {...text('weight')} />
        <TextField label="Warranty" {...text('warranty')} />
        <TextAreaField label="Care instructions" className="md:col-span-2" {...text('care_instructions')} />
      </div>
      <PackingFields form={form} canWrite={canWrite} set={set} text={text} />
    </Panel>
  );
}

/** The shipping box "Will it fit?" checks (decision 204), and whether the piece ships assembled. */
function PackingFields({ form, canWrite, set, text }: Omit<SectionProps, 'errors'>) {
  const side = { type: 'number', inputMode: 'numeric', min: 1, max: 400, step: 1 } as const;
  return (
    <fieldset className="mt-6 grid gap-4 md:grid-cols-4">
      <legend className="mb-2 text-sm font-semibold">Shipping box</legend>
      <TextField label="Packed length (cm)" {...side} {...text('packed_length_cm')} />
      <TextField label="Packed width (cm)" {...side} {...text('packed_width_cm')} />
      <TextField
        label="Packed height (cm)"
        hint="All three, or none. Shoppers check them against their doorway, lift and stairs."
        {...side}
        {...text('packed_height_cm')}
      />
      <div className="flex flex-col justify-end">
        <CheckboxField
          id={fieldId('ships_assembled')}
          label="Ships assembled"
          checked={form.ships_assembled}
          disabled={!canWrite}
          onChange={(value) => set('ships_assembled', value)}
        />
      </div>
    </fieldset>
  );
}

/** The lists of features and of specifications. */
export function FeaturesSection({ form, errors, canWrite, set }: SectionProps) {
  return (
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
