// The behaviour of "Will it fit?" (FitCheck.tsx), loaded when its button is first pressed: the form is
// filled in from the signed-in customer's saved measures, else from those kept on this device; a check
// reads the measures with the contract's rules and says whether the box gets in, and if not which measure
// is short and by how much.
import {
  ACCESS_MEASURE_FIELDS,
  checkFit,
  type AccessMeasures,
  type FitResult,
  type PackedBox,
} from '@contract/fit-rules.ts';
import { $auth, withToken } from '../account/index.ts';
import { fitApi } from './fit-api.ts';
import { FIT_COPY } from './fit-copy.ts';
import { anyMeasured, readMeasures, typedFrom, type TypedMeasures } from './fit-form.ts';
import { rememberedMeasures, rememberMeasures } from './fit-measures-store.ts';

const input = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`);

function fill(form: HTMLFormElement, measures: AccessMeasures): void {
  const typed = typedFrom(measures);
  for (const field of ACCESS_MEASURE_FIELDS) {
    const element = input(form, field);
    if (element) element.value = typed[field];
  }
  const noLift = input(form, 'no_lift');
  if (noLift) noLift.checked = typed.no_lift;
}

function typedIn(form: HTMLFormElement): TypedMeasures {
  const typed = { no_lift: input(form, 'no_lift')?.checked ?? false } as TypedMeasures;
  for (const field of ACCESS_MEASURE_FIELDS) typed[field] = input(form, field)?.value ?? '';
  return typed;
}

function boxOf(root: HTMLElement): PackedBox {
  const [length_cm = 0, width_cm = 0, height_cm = 0] = (root.dataset.box ?? '').split(',').map(Number);
  return { length_cm, width_cm, height_cm };
}

const paragraph = (text: string): HTMLParagraphElement => {
  const element = document.createElement('p');
  element.textContent = text;
  return element;
};

function showResult(form: HTMLFormElement, nodes: Node[]): void {
  form.querySelector('[data-fit-result]')?.replaceChildren(...nodes);
}

function clearErrors(form: HTMLFormElement): void {
  for (const error of form.querySelectorAll<HTMLElement>('[data-fit-error]')) error.textContent = '';
  for (const element of form.querySelectorAll('input[aria-invalid]')) element.removeAttribute('aria-invalid');
}

function resultNodes(result: FitResult): Node[] {
  if (result.fits === null) return [paragraph(FIT_COPY.nothingMeasured)];
  if (result.fits) {
    const nodes: Node[] = [paragraph(FIT_COPY.fits)];
    if (result.checked.includes('staircase')) nodes.push(paragraph(FIT_COPY.stairsNote));
    return nodes;
  }
  const heading = paragraph(FIT_COPY.doesNotFit);
  heading.className = 'font-semibold text-terracotta';
  const list = document.createElement('ul');
  list.className = 'list-disc space-y-1 pl-5';
  for (const shortfall of result.shortfalls) {
    const item = document.createElement('li');
    item.dataset.fitShortfall = shortfall.measure;
    item.textContent = shortfall.message;
    list.append(item);
  }
  return [heading, list];
}

/** Fills the form in once: the customer's saved measures when signed in, else this device's. */
export async function prefill(_root: HTMLElement, form: HTMLFormElement): Promise<void> {
  if (form.dataset.prefilled) return;
  form.dataset.prefilled = 'true';
  const remembered = rememberedMeasures();
  if (remembered) fill(form, remembered);
  if ($auth.get().status !== 'authenticated') return;
  try {
    const saved = await withToken((token) => fitApi.read(token));
    if (!anyMeasured(saved) || form.dataset.checked) return;
    fill(form, saved);
    showResult(form, [paragraph(FIT_COPY.fromProfile)]);
  } catch {
    // The device's measures (or none) stand: the check works without the account's.
  }
}

/** Reads the form and says whether the box fits, or names the field at fault. */
export function check(root: HTMLElement, form: HTMLFormElement): void {
  form.dataset.checked = 'true';
  clearErrors(form);
  const read = readMeasures(typedIn(form));
  if (!('measures' in read)) {
    const element = input(form, read.field);
    const slot = form.querySelector(`[data-fit-error="${read.field}"]`);
    element?.setAttribute('aria-invalid', 'true');
    if (slot) slot.textContent = read.message;
    showResult(form, slot ? [] : [paragraph(read.message)]);
    element?.focus();
    return;
  }
  rememberMeasures(read.measures);
  showResult(form, resultNodes(checkFit(boxOf(root), read.measures)));
}
