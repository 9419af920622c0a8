import { describe, expect, it } from 'vitest';
import { QUOTE_WORK_PRESETS, QuoteDraftSchema, type AdminDesignQuote } from '@contract/design-quotes.ts';
import { validate } from '../../lib/field-errors.ts';
import {
  addLine,
  addRoom,
  changedFieldsText,
  draftBodyOf,
  emptyLine,
  groupByRoom,
  linesByRoom,
  paiseOfRupees,
  quoteFormOf,
  removeRoom,
  renameRoom,
  roomNameProblem,
  RUPEES_MESSAGE,
  rupeesTextOf,
  sameDraft,
  updateLine,
  withPreset,
  withProduct,
  type QuoteForm,
} from './quote-form.ts';

const KEY_A = '0b6c1f7e-4c1a-4d55-9a0e-1f2a3b4c5d6e';
const KEY_B = '1c7d2a8f-5d2b-4e66-8b1f-2a3b4c5d6e7f';
const PRODUCT = '2d8e3b9a-6e3c-4f77-9c2a-3b4c5d6e7f80';

const savedLine = {
  position: 1,
  product_id: null,
  variant_id: null,
  sku: null,
  includes_gst: false,
  material: '',
  finish: '',
  gross_paise: 0,
  quote_discount_paise: 0,
  taxable_paise: 0,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 0,
  total_paise: 0,
};

/** A saved version whose lines came back out of room order: the sofa (Living Room) after the kitchen. */
const saved: Pick<AdminDesignQuote, 'rooms' | 'lines' | 'discount_paise' | 'valid_until' | 'terms'> = {
  rooms: ['Living Room', 'Kitchen'],
  lines: [
    {
      ...savedLine,
      key: KEY_A,
      room: 'Kitchen',
      kind: 'work',
      description: 'Modular kitchen',
      unit: 'rft',
      quantity: 12.5,
      unit_paise: 1_500_050,
      gst_rate_bp: 1800,
      hsn_sac: '995476',
      material: 'BWP plywood',
      finish: 'Acrylic',
      discount_paise: 500_000,
    },
    {
      ...savedLine,
      key: KEY_B,
      room: 'Living Room',
      kind: 'product',
      product_id: PRODUCT,
      sku: 'SOFA-3',
      description: 'Three-seater sofa',
      unit: 'nos',
      quantity: 1,
      unit_paise: 4_599_900,
      includes_gst: true,
      gst_rate_bp: 1800,
      hsn_sac: '9401',
      discount_paise: 0,
    },
  ],
  discount_paise: 1_000_000,
  valid_until: '2026-12-31',
  terms: '50 % to start.',
};

describe('rupees and paise in the quote editor', () => {
  it('shows paise as rupees to type over, with paise only when there are some', () => {
    expect(rupeesTextOf(1_500_000)).toBe('15000');
    expect(rupeesTextOf(149_950)).toBe('1499.50');
    expect(rupeesTextOf(5)).toBe('0.05');
    expect(rupeesTextOf(0)).toBe('0');
  });

  it('reads rupees typed with commas, spaces or ₹ as whole paise, without float error', () => {
    expect(paiseOfRupees('15,000')).toBe(1_500_000);
    expect(paiseOfRupees('₹ 1499.5')).toBe(149_950);
    expect(paiseOfRupees('0.29')).toBe(29);
    expect(paiseOfRupees('1,00,000.10')).toBe(10_000_010);
    expect(paiseOfRupees('  ')).toBeNull();
  });

  it('reads a third decimal, a sign or words as no amount', () => {
    for (const text of ['12.345', '-500', 'lots', '1e5', '12.']) expect(paiseOfRupees(text)).toBeNaN();
  });

  it('turns every saved amount into rupees and back into the same paise', () => {
    const { body } = draftBodyOf(quoteFormOf(saved));
    expect(body.discount_paise).toBe(1_000_000);
    expect(body.lines.find((line) => line.key === KEY_A)).toMatchObject({
      unit_paise: 1_500_050,
      discount_paise: 500_000,
      quantity: 12.5,
    });
  });
});

describe('lines grouped by room', () => {
  it('lists every room in its order with its lines, each with its place among all lines', () => {
    const groups = groupByRoom(
      ['Living Room', 'Kitchen', 'Study'],
      [{ room: 'Kitchen' }, { room: 'Living Room' }, { room: 'Kitchen' }],
      (room, line) => room === line.room,
    );
    expect(groups.map((group) => [group.room, group.lines.map(({ index }) => index)])).toEqual([
      ['Living Room', [1]],
      ['Kitchen', [0, 2]],
      ['Study', []],
    ]);
  });

  it('keeps the form’s lines room by room, so that a save’s lines.N is the Nth line shown', () => {
    const form = quoteFormOf(saved);
    expect(form.lines.map((line) => line.key)).toEqual([KEY_B, KEY_A]);
    const [living, kitchen] = form.rooms;
    const more = addLine(addLine(form, emptyLine(living!.id, 'service')), emptyLine(kitchen!.id, 'work'));
    const groups = linesByRoom(more);
    expect(groups.map((group) => group.lines.map(({ index }) => index))).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(groups[0]!.lines[1]!.line.kind).toBe('service');
  });
});

describe('the body of a save', () => {
  it('keeps each line’s key, sends rupees as paise and a catalogue line by its product alone', () => {
    const { body, errors } = draftBodyOf(quoteFormOf(saved));
    expect(errors).toEqual({});
    expect(body).toEqual({
      rooms: ['Living Room', 'Kitchen'],
      lines: [
        {
          key: KEY_B,
          room: 'Living Room',
          kind: 'product',
          product_id: PRODUCT,
          variant_id: null,
          quantity: 1,
          material: '',
          finish: '',
          discount_paise: 0,
        },
        {
          key: KEY_A,
          room: 'Kitchen',
          kind: 'work',
          description: 'Modular kitchen',
          unit: 'rft',
          quantity: 12.5,
          unit_paise: 1_500_050,
          gst_rate_bp: 1800,
          hsn_sac: '995476',
          material: 'BWP plywood',
          finish: 'Acrylic',
          discount_paise: 500_000,
        },
      ],
      discount_paise: 1_000_000,
      valid_until: '2026-12-31',
      terms: '50 % to start.',
    });
    expect(validate(QuoteDraftSchema, body).ok).toBe(true);
  });

  it('sends a new line without a key, filled from a preset, and a renamed room under its new name', () => {
    const form = quoteFormOf({ ...saved, lines: [] });
    const kitchen = form.rooms[1]!;
    const kitchenPreset = QUOTE_WORK_PRESETS.find((preset) => preset.label === 'Modular kitchen')!;
    const line = {
      ...withPreset(emptyLine(kitchen.id, 'work'), kitchenPreset),
      quantity: '12',
      rate: '15,000',
    };
    const { body } = draftBodyOf(renameRoom(addLine(form, line), kitchen.id, 'Kitchen and utility'));
    expect(body.rooms).toEqual(['Living Room', 'Kitchen and utility']);
    expect(body.lines).toEqual([
      {
        room: 'Kitchen and utility',
        kind: 'work',
        description: 'Modular kitchen',
        unit: 'rft',
        quantity: 12,
        unit_paise: 1_500_000,
        gst_rate_bp: 1800,
        hsn_sac: '995476',
        material: '',
        finish: '',
        discount_paise: 0,
      },
    ]);
  });

  it('names each amount that is not rupees by its field, and blank discounts are none', () => {
    const form = quoteFormOf(saved);
    const kitchenLine = form.lines[1]!;
    const { body, errors } = draftBodyOf({
      ...updateLine(form, kitchenLine.id, { rate: '15,000.505', discount: '' }),
      discount: 'ten',
    });
    expect(errors).toEqual({ 'lines.1.unit_paise': RUPEES_MESSAGE, discount_paise: RUPEES_MESSAGE });
    expect(body.lines[1]!.discount_paise).toBe(0);
  });

  it('leaves a line without a GST rate for the contract to refuse, naming the field', () => {
    const form = quoteFormOf({ ...saved, lines: [] });
    const line = {
      ...emptyLine(form.rooms[0]!.id, 'service'),
      description: 'Design fee',
      unit: 'lumpsum' as const,
    };
    const { body } = draftBodyOf(addLine(form, { ...line, rate: '25000', hsn_sac: '998391' }));
    const checked = validate(QuoteDraftSchema, body);
    expect(checked.ok ? {} : checked.errors).toEqual({
      'lines.0.gst_rate_bp': 'lines.0.gst_rate_bp is required: every line needs its GST rate',
    });
  });

  it('sends a product line with no product chosen for the contract to refuse', () => {
    const form = quoteFormOf({ ...saved, lines: [] });
    const { body } = draftBodyOf(addLine(form, emptyLine(form.rooms[0]!.id, 'product')));
    const checked = validate(QuoteDraftSchema, body);
    expect(checked.ok ? {} : Object.keys(checked.errors)).toEqual(['lines.0.product_id']);
  });

  it('a product chosen for a line takes the catalogue’s name', () => {
    const line = withProduct(emptyLine('room-1', 'work'), {
      id: PRODUCT,
      variant_id: null,
      name: 'Teak bookshelf',
      sku: 'BK-1',
      unit_paise: 2_499_900,
    });
    expect(line).toMatchObject({ kind: 'product', description: 'Teak bookshelf', unit: 'nos' });
  });

  it('tells a changed form from the saved one, whatever ids the forms made up', () => {
    const form = quoteFormOf(saved);
    expect(sameDraft(form, quoteFormOf(saved))).toBe(true);
    expect(sameDraft(updateLine(form, form.lines[0]!.id, { quantity: '2' }), quoteFormOf(saved))).toBe(false);
  });
});

describe('rooms', () => {
  const form: QuoteForm = quoteFormOf(saved);

  it('refuses a blank name and one the quote has, whatever its case', () => {
    expect(roomNameProblem(form, '  ')).toBe('Give the room a name');
    expect(roomNameProblem(form, 'kitchen ')).toBe('The quote has a room of that name already');
    expect(roomNameProblem(form, 'Kitchen', form.rooms[1]!.id)).toBeNull();
    expect(addRoom(form, '  Puja   room ').rooms.at(-1)!.name).toBe('Puja room');
  });

  it('removes a room only when it holds no line', () => {
    expect(removeRoom(form, form.rooms[1]!.id)).toBe(form);
    const study = addRoom(form, 'Study');
    expect(removeRoom(study, study.rooms[2]!.id).rooms.map((room) => room.name)).toEqual([
      'Living Room',
      'Kitchen',
    ]);
  });
});

describe('what changed since the version before', () => {
  it('names the fields in words', () => {
    expect(changedFieldsText(['quantity', 'unit_paise', 'total_paise'])).toBe('quantity, rate and total');
    expect(changedFieldsText(['total_paise'])).toBe('total');
  });
});
