// A quote version's editor, free of React (decision 191): the form's state (text as typed, amounts in
// rupees), rupees ⇄ paise, the body of a save, the lines grouped by room, and the words for what changed
// since the version before. The server computes every figure; nothing here prices a line.
import {
  QUOTE_LIMITS,
  QUOTE_WORK_PRESETS,
  type AdminDesignQuote,
  type QuoteDraft,
  type QuoteLine,
  type QuoteLineKind,
  type QuoteUnit,
} from '@contract/design-quotes.ts';
import { rupeesToPaise } from '@contract/money.ts';
import type { FieldErrors } from '../../lib/field-errors.ts';

/** The catalogue product a line is for, as the editor shows it. */
export interface QuoteProduct {
  id: string;
  variant_id: string | null;
  name: string;
  sku: string | null;
  /** One unit with GST, in paise: the catalogue's price when the line was added. */
  unit_paise: number;
}

export interface QuoteLineForm {
  /** React's key for the line: its key across versions, or a made-up one until it is saved. */
  id: string;
  /** The line's key from the server, kept so that the next version can say what changed; null when new. */
  key: string | null;
  roomId: string;
  kind: QuoteLineKind;
  product: QuoteProduct | null;
  description: string;
  unit: QuoteUnit | '';
  quantity: string;
  /** One unit before GST, in rupees as typed. */
  rate: string;
  /** Basis points as the select holds them ('1800'); '' when none is chosen. */
  gst_rate_bp: string;
  hsn_sac: string;
  material: string;
  finish: string;
  /** The line's own discount, in rupees as typed. */
  discount: string;
}

export interface QuoteRoomForm {
  id: string;
  name: string;
}

export interface QuoteForm {
  rooms: QuoteRoomForm[];
  /** Room by room, in the rooms' order: the order they are saved and numbered in. */
  lines: QuoteLineForm[];
  /** The whole quote's discount, in rupees as typed. */
  discount: string;
  valid_until: string;
  terms: string;
}

let counter = 0;
const newId = (prefix: string): string => `${prefix}-new-${++counter}`;

/** What an amount that is not rupees and paise reads beside its field. */
export const RUPEES_MESSAGE = 'Enter an amount in rupees, like 15000 or 1499.50';

/** Paise as rupees to type over: 1500000 → '15000', 149950 → '1499.50'. */
export function rupeesTextOf(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/**
 * Rupees as typed ('15,000', '₹ 1499.5') in whole paise; null when blank, NaN when it is not an amount
 * of rupees and paise (a third decimal, a sign, words).
 */
export function paiseOfRupees(text: string): number | null {
  const cleaned = text.replace(/[,\s₹]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return NaN;
  return rupeesToPaise(Number(cleaned));
}

/** A quantity as typed ('12.5', '1,200'); NaN when blank or not a number, for the schema to refuse. */
export function quantityOf(text: string): number {
  const cleaned = text.replace(/[,\s]/g, '');
  return cleaned === '' ? NaN : Number(cleaned);
}

/** A new line of `kind` in a room: one of it, nothing else filled in. */
export function emptyLine(roomId: string, kind: QuoteLineKind): QuoteLineForm {
  return {
    id: newId('line'),
    key: null,
    roomId,
    kind,
    product: null,
    description: '',
    unit: kind === 'product' ? 'nos' : '',
    quantity: '1',
    rate: '',
    gst_rate_bp: '',
    hsn_sac: '',
    material: '',
    finish: '',
    discount: '',
  };
}

function lineFormOf(line: QuoteLine, roomId: string): QuoteLineForm {
  const product = line.kind === 'product' && line.product_id !== null;
  return {
    id: line.key,
    key: line.key,
    roomId,
    kind: line.kind,
    product: product
      ? {
          id: line.product_id!,
          variant_id: line.variant_id,
          name: line.description,
          sku: line.sku,
          unit_paise: line.unit_paise,
        }
      : null,
    description: line.description,
    unit: line.unit,
    quantity: String(line.quantity),
    rate: product ? '' : rupeesTextOf(line.unit_paise),
    gst_rate_bp: String(line.gst_rate_bp),
    hsn_sac: line.hsn_sac,
    material: line.material,
    finish: line.finish,
    discount: line.discount_paise === 0 ? '' : rupeesTextOf(line.discount_paise),
  };
}

/** The form of a saved version: its rooms, and its lines room by room. */
export function quoteFormOf(
  quote: Pick<AdminDesignQuote, 'rooms' | 'lines' | 'discount_paise' | 'valid_until' | 'terms'>,
): QuoteForm {
  const rooms = quote.rooms.map((name) => ({ id: newId('room'), name }));
  const idOf = new Map(rooms.map((room) => [room.name, room.id]));
  const lines = groupByRoom(rooms, quote.lines, (room, line) => room.name === line.room).flatMap((group) =>
    group.lines.map(({ line }) => lineFormOf(line, idOf.get(line.room)!)),
  );
  return {
    rooms,
    lines,
    discount: quote.discount_paise === 0 ? '' : rupeesTextOf(quote.discount_paise),
    valid_until: quote.valid_until,
    terms: quote.terms,
  };
}

/**
 * Lines under their rooms, in the rooms' order, each with its place among all the lines (what a save's
 * field errors count by: `lines.2.…`). A room with no line is listed, empty.
 */
export function groupByRoom<R, L>(
  rooms: readonly R[],
  lines: readonly L[],
  holds: (room: R, line: L) => boolean,
): { room: R; lines: { line: L; index: number }[] }[] {
  const groups = rooms.map((room) => ({ room, lines: [] as { line: L; index: number }[] }));
  lines.forEach((line, index) =>
    groups.find((group) => holds(group.room, line))?.lines.push({ line, index }),
  );
  return groups;
}

/** The form's lines under their rooms. */
export const linesByRoom = (form: QuoteForm) =>
  groupByRoom(form.rooms, form.lines, (room, line) => room.id === line.roomId);

/** A save's amount in paise: null when nothing is typed; NaN, with the field's error, when unreadable. */
function amountOf(text: string, field: string, errors: FieldErrors): number | null {
  const paise = paiseOfRupees(text);
  if (Number.isNaN(paise)) errors[field] = RUPEES_MESSAGE;
  return paise;
}

function lineBodyOf(
  line: QuoteLineForm,
  room: string,
  field: (name: string) => string,
  errors: FieldErrors,
): QuoteDraft['lines'][number] {
  const common = {
    ...(line.key ? { key: line.key } : {}),
    room,
    kind: line.kind,
    quantity: quantityOf(line.quantity),
    material: line.material,
    finish: line.finish,
    discount_paise: amountOf(line.discount, field('discount_paise'), errors) ?? 0,
  };
  if (line.kind === 'product')
    return line.product
      ? { ...common, product_id: line.product.id, variant_id: line.product.variant_id }
      : common;
  const unitPaise = amountOf(line.rate, field('unit_paise'), errors);
  return {
    ...common,
    description: line.description,
    ...(line.unit ? { unit: line.unit } : {}),
    ...(unitPaise === null ? {} : { unit_paise: unitPaise }),
    ...(line.gst_rate_bp ? { gst_rate_bp: Number(line.gst_rate_bp) } : {}),
    ...(line.hsn_sac.trim() ? { hsn_sac: line.hsn_sac.trim() } : {}),
  };
}

/**
 * The body of a save (PUT …/quotes/{version}), rupees turned into paise, before the contract's schema
 * checks it; `errors` names each amount that is not rupees and paise, by the body's field path.
 */
export function draftBodyOf(form: QuoteForm): { body: QuoteDraft; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const nameOf = new Map(form.rooms.map((room) => [room.id, room.name]));
  const lines = form.lines.map((line, index) =>
    lineBodyOf(line, nameOf.get(line.roomId) ?? '', (name) => `lines.${index}.${name}`, errors),
  );
  const body: QuoteDraft = {
    rooms: form.rooms.map((room) => room.name),
    lines,
    discount_paise: amountOf(form.discount, 'discount_paise', errors) ?? 0,
    valid_until: form.valid_until,
    terms: form.terms,
  };
  return { body, errors };
}

/** Whether two forms save the same content (the made-up ids aside). */
export const sameDraft = (a: QuoteForm, b: QuoteForm): boolean =>
  JSON.stringify(draftBodyOf(a).body) === JSON.stringify(draftBodyOf(b).body);

// ─── Changes to the form ────────────────────────────────────────────────────────────────────────

/** Why `name` cannot be a new room's name, or null. */
export function roomNameProblem(form: QuoteForm, name: string, except?: string): string | null {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  if (!trimmed) return 'Give the room a name';
  if (trimmed.length > QUOTE_LIMITS.room)
    return `A room’s name may be at most ${QUOTE_LIMITS.room} characters`;
  const taken = form.rooms.some(
    (room) => room.id !== except && room.name.trim().toLowerCase() === trimmed.toLowerCase(),
  );
  return taken ? 'The quote has a room of that name already' : null;
}

export const addRoom = (form: QuoteForm, name: string): QuoteForm => ({
  ...form,
  rooms: [...form.rooms, { id: newId('room'), name: name.replace(/\s+/g, ' ').trim() }],
});

export const renameRoom = (form: QuoteForm, id: string, name: string): QuoteForm => ({
  ...form,
  rooms: form.rooms.map((room) => (room.id === id ? { ...room, name } : room)),
});

export const roomIsEmpty = (form: QuoteForm, id: string): boolean =>
  !form.lines.some((line) => line.roomId === id);

/** Removes a room that holds no line; a room with lines stays. */
export const removeRoom = (form: QuoteForm, id: string): QuoteForm =>
  roomIsEmpty(form, id) ? { ...form, rooms: form.rooms.filter((room) => room.id !== id) } : form;

/** Adds a line at the end of its room, keeping the lines room by room. */
export function addLine(form: QuoteForm, line: QuoteLineForm): QuoteForm {
  const order = new Map(form.rooms.map((room, index) => [room.id, index]));
  const place = order.get(line.roomId) ?? form.rooms.length;
  const at = form.lines.filter((other) => (order.get(other.roomId) ?? form.rooms.length) <= place).length;
  return { ...form, lines: [...form.lines.slice(0, at), line, ...form.lines.slice(at)] };
}

export const updateLine = (form: QuoteForm, id: string, change: Partial<QuoteLineForm>): QuoteForm => ({
  ...form,
  lines: form.lines.map((line) => (line.id === id ? { ...line, ...change } : line)),
});

export const removeLine = (form: QuoteForm, id: string): QuoteForm => ({
  ...form,
  lines: form.lines.filter((line) => line.id !== id),
});

export type QuoteWorkPreset = (typeof QUOTE_WORK_PRESETS)[number];

/** A preset's description, kind, unit, code and GST rate on a line; its quantity and rate stay. */
export const withPreset = (line: QuoteLineForm, preset: QuoteWorkPreset): QuoteLineForm => ({
  ...line,
  kind: preset.kind,
  product: null,
  description: preset.label,
  unit: preset.unit,
  hsn_sac: preset.hsn_sac,
  gst_rate_bp: String(preset.gst_rate_bp),
});

/** A line of a catalogue product: its name and price come from the catalogue. */
export const withProduct = (line: QuoteLineForm, product: QuoteProduct): QuoteLineForm => ({
  ...line,
  kind: 'product',
  product,
  description: product.name,
  unit: 'nos',
});

// ─── Words ──────────────────────────────────────────────────────────────────────────────────────

/** A GST rate in basis points as staff read it: 1800 → '18 %'. */
export const gstRateLabel = (rateBp: number): string => `${rateBp / 100} %`;

/** A share in basis points: 1250 → '12.5 %'. */
export const shareLabel = (shareBp: number): string => `${Number((shareBp / 100).toFixed(2))} %`;

/** The names of a changed line's fields, as "What changed" lists them. */
const CHANGED_FIELD_LABELS: Record<string, string> = {
  room: 'room',
  description: 'description',
  unit: 'unit',
  quantity: 'quantity',
  unit_paise: 'rate',
  gst_rate_bp: 'GST rate',
  hsn_sac: 'HSN/SAC',
  material: 'material',
  finish: 'finish',
  discount_paise: 'discount',
  total_paise: 'total',
};

/** 'quantity, rate and total' from ['quantity', 'unit_paise', 'total_paise']. */
export function changedFieldsText(fields: readonly string[]): string {
  const words = fields.map((field) => CHANGED_FIELD_LABELS[field] ?? field);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The element id of a field named by a save's path: 'lines.2.gst_rate_bp' → 'quote-lines-2-gst_rate_bp'. */
export const quoteFieldId = (path: string): string => `quote-${path.replace(/\./g, '-')}`;
