// "Will it fit?" on the product page (docs/will-it-fit.md, decision 204): how the piece ships, its box,
// and a button that opens a small form for the home's doorway, lift and staircase. Static markup, drawn
// only for a product with a packed box; fit-check.script.ts opens it and loads the check's behaviour
// (fit-check-form.ts) when the button is first pressed.
import { useId, type ReactNode } from 'react';
import type { Product } from '@contract/catalogue.ts';
import { ACCESS_MEASURE_RANGE, shipsAssembledText, type AccessMeasureField } from '@contract/fit-rules.ts';
import { controlClass } from '../../components/control-class.ts';
import { boxText, FIT_COPY } from './fit-copy.ts';

type FitProduct = Pick<Product, 'packed_box' | 'ships_assembled'>;

function Measure({ id, field, label }: { id: string; field: AccessMeasureField; label: string }) {
  return (
    <div className="flex w-24 flex-col gap-1">
      <label htmlFor={`${id}-${field}`} className="text-sm text-charcoal">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        aria-describedby={`${id}-${field}-error`}
        className={controlClass}
      />
      <p id={`${id}-${field}-error`} data-fit-error={field} className="text-sm text-terracotta" />
    </div>
  );
}

const legendClass = 'mb-1 text-sm font-semibold text-charcoal';

function MeasuresForm({ id }: { id: string }): ReactNode {
  return (
    <form id={`${id}-form`} data-fit-form="" noValidate hidden className="mt-3 flex flex-col gap-4">
      <p id={`${id}-intro`} className="text-sm text-charcoal">
        {FIT_COPY.intro}
      </p>
      <fieldset className="flex flex-wrap gap-3">
        <legend className={legendClass}>{FIT_COPY.doorway}</legend>
        <Measure id={id} field="door_width_cm" label={FIT_COPY.width} />
        <Measure id={id} field="door_height_cm" label={FIT_COPY.height} />
      </fieldset>
      <fieldset className="flex flex-wrap items-start gap-3">
        <legend className={legendClass}>{FIT_COPY.lift}</legend>
        <Measure id={id} field="lift_width_cm" label={FIT_COPY.width} />
        <Measure id={id} field="lift_depth_cm" label={FIT_COPY.depth} />
        <Measure id={id} field="lift_height_cm" label={FIT_COPY.height} />
        <label className="flex min-h-12 items-center gap-2 self-end text-sm text-charcoal">
          <input type="checkbox" name="no_lift" className="size-4 accent-teal" />
          {FIT_COPY.noLift}
        </label>
      </fieldset>
      <fieldset className="flex flex-wrap gap-3">
        <legend className={legendClass}>{FIT_COPY.staircase}</legend>
        <Measure id={id} field="stair_width_cm" label={FIT_COPY.width} />
      </fieldset>
      <p className="text-xs text-muted">
        {`Whole centimetres, ${ACCESS_MEASURE_RANGE.min} to ${ACCESS_MEASURE_RANGE.max}.`}
      </p>
      <button type="submit" className="btn btn-primary self-start">
        {FIT_COPY.check}
      </button>
      <div data-fit-result="" aria-live="polite" className="space-y-1 text-sm text-charcoal" />
    </form>
  );
}

export function FitCheck({ product }: { product: FitProduct }): ReactNode {
  const id = useId();
  const box = product.packed_box;
  if (!box) return null;
  return (
    <section
      data-fit-check=""
      data-box={`${box.length_cm},${box.width_cm},${box.height_cm}`}
      aria-label={FIT_COPY.open}
      className="mt-6 rounded-xl bg-cream p-4 ring-1 ring-sand/60"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-charcoal">
          <span data-fit-ships="" className="font-semibold">
            {shipsAssembledText(product.ships_assembled ?? false)}
          </span>
          {' · '}
          <span data-fit-box="">{boxText(box)}</span>
        </p>
        <button
          type="button"
          data-fit-open=""
          aria-expanded="false"
          aria-controls={`${id}-form`}
          className="btn btn-outline"
        >
          {FIT_COPY.open}
        </button>
      </div>
      <MeasuresForm id={id} />
    </section>
  );
}
