// GSTR-1 of a month worked out by hand (decision 198). A shop in Telangana (36) issues in October 2026:
//   AAN/26-27/000101  3 Oct  B2B, Karnataka (inter-state): sofa 9401 ×1 @18% ₹50,000 + IGST ₹9,000,
//                            cushions 9404 ×2 @5% ₹2,000 + IGST ₹100                    = ₹61,100
//   AAN/26-27/000102  5 Oct  unregistered, Maharashtra: table 9403 ×1 @18% ₹1,00,000 + IGST ₹18,000
//                            = ₹1,18,000, above ₹1,00,000 and inter-state: B2C large
//   AAN/26-27/000103  8 Oct  unregistered, Telangana: table 9403 ×1 @18% ₹20,000 + CGST/SGST ₹1,800 each
//   AAN/26-27/000104 10 Oct  unregistered, Karnataka: 9401 ×2 @18% ₹30,000 + IGST ₹5,400 = ₹35,400,
//                            inter-state but not above the threshold: B2C small
//   AAN/26-27/000105 12 Oct  unregistered, Telangana: 9401 ×1 @18% ₹10,000 + ₹900 + ₹900; its order is
//                            cancelled: CN/26-27/000011 (14 Oct) credits it whole
//   (AAN/26-27/000106 was never issued in the month: a number Table 13 counts as cancelled)
//   AAN/26-27/000107 28 Oct  B2B, Telangana: 9401 ×1 @18% ₹40,000 + ₹3,600 + ₹3,600
//   CN/26-27/000012  20 Oct  against 000101: the cushions returned (₹2,000 + IGST ₹100): CDNR
//   CN/26-27/000013  25 Oct  against 000102 (B2C large): ₹10,000 + IGST ₹1,800 off: CDNUR
//   RV/26-27/000003  15 Oct  a design project's advance, SAC 998391, ₹50,000 + ₹4,500 + ₹4,500
// Every expected figure below is added up by hand from these, not by the code under test.
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv.ts';
import {
  b2clAbovePaise,
  creditNoteDeadline,
  isLargeB2c,
  rupees,
  sectionOf,
  type ReportDocument,
  type ReportLine,
} from './gstr1.ts';
import { b2bInvoice, flatArray, groupedArray } from './gstr1-json.ts';
import { b2bRows, b2clRows, b2csRow, cdnrRows, cdnurRows, docsRow, hsnRow } from './layouts.ts';
import { parsePeriod } from './period.ts';
import { createGstr1Summary } from './summary.ts';
import { zipEntries } from './zip.ts';

const line = (
  hsnCode: string,
  quantity: number,
  gstRateBp: number,
  taxable: number,
  tax: { igst?: number; cgst?: number; sgst?: number },
): ReportLine => {
  const igst = tax.igst ?? 0;
  const cgst = tax.cgst ?? 0;
  const sgst = tax.sgst ?? 0;
  return { hsnCode, quantity, gstRateBp, taxable, igst, cgst, sgst, amount: taxable + igst + cgst + sgst };
};

let ids = 0;
function document(
  kind: ReportDocument['kind'],
  number: string,
  issuedOn: string,
  buyer: { gstin: string | null; pos: string },
  lines: ReportLine[],
  against: ReportDocument | null = null,
): ReportDocument {
  const sum = (key: 'taxable' | 'igst' | 'cgst' | 'sgst' | 'amount') =>
    lines.reduce((total, each) => total + each[key], 0);
  return {
    id: `doc-${++ids}`,
    kind,
    number,
    serial: Number(number.slice(-6)),
    financialYear: '2026-27',
    issuedOn,
    buyerName: buyer.gstin ? 'Kaveri Interiors LLP' : 'Walk-in buyer',
    buyerGstin: buyer.gstin,
    placeOfSupply: buyer.pos,
    totals: {
      value: sum('amount'),
      taxable: sum('taxable'),
      igst: sum('igst'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
    },
    against: against
      ? {
          number: against.number,
          issuedOn: against.issuedOn,
          total: against.totals.value,
          placeOfSupply: against.placeOfSupply,
        }
      : null,
    lines,
  };
}

const KARNATAKA_FIRM = { gstin: '29AABCU9603R1ZM', pos: '29' };
const inv101 = document('invoice', 'AAN/26-27/000101', '2026-10-03', KARNATAKA_FIRM, [
  line('9401', 1, 1800, 5_000_000, { igst: 900_000 }),
  line('9404', 2, 500, 200_000, { igst: 10_000 }),
]);
const inv102 = document('invoice', 'AAN/26-27/000102', '2026-10-05', { gstin: null, pos: '27' }, [
  line('9403', 1, 1800, 10_000_000, { igst: 1_800_000 }),
]);
const inv103 = document('invoice', 'AAN/26-27/000103', '2026-10-08', { gstin: null, pos: '36' }, [
  line('9403', 1, 1800, 2_000_000, { cgst: 180_000, sgst: 180_000 }),
]);
const inv104 = document('invoice', 'AAN/26-27/000104', '2026-10-10', { gstin: null, pos: '29' }, [
  line('9401', 2, 1800, 3_000_000, { igst: 540_000 }),
]);
const inv105 = document('invoice', 'AAN/26-27/000105', '2026-10-12', { gstin: null, pos: '36' }, [
  line('9401', 1, 1800, 1_000_000, { cgst: 90_000, sgst: 90_000 }),
]);
const inv107 = document(
  'invoice',
  'AAN/26-27/000107',
  '2026-10-28',
  { gstin: '36AABCT1332L1ZZ', pos: '36' },
  [line('9401', 1, 1800, 4_000_000, { cgst: 360_000, sgst: 360_000 })],
);
const cn11 = document(
  'credit_note',
  'CN/26-27/000011',
  '2026-10-14',
  { gstin: null, pos: '36' },
  inv105.lines,
  inv105,
);
const cn12 = document(
  'credit_note',
  'CN/26-27/000012',
  '2026-10-20',
  KARNATAKA_FIRM,
  [line('9404', 2, 500, 200_000, { igst: 10_000 })],
  inv101,
);
const cn13 = document(
  'credit_note',
  'CN/26-27/000013',
  '2026-10-25',
  { gstin: null, pos: '27' },
  [line('9403', 1, 1800, 1_000_000, { igst: 180_000 })],
  inv102,
);
const rv3 = document('receipt_voucher', 'RV/26-27/000003', '2026-10-15', { gstin: null, pos: '36' }, [
  line('998391', 1, 1800, 5_000_000, { cgst: 450_000, sgst: 450_000 }),
]);
const MONTH = [inv101, inv102, inv103, inv104, inv105, cn11, rv3, cn12, cn13, inv107];

const amounts = (value: number, taxable: number, igst: number, cgst: number, sgst: number) => ({
  value,
  taxable,
  igst,
  cgst,
  sgst,
});

function summarise() {
  const summary = createGstr1Summary('36');
  for (const each of MONTH) summary.add(each);
  return summary.result();
}

describe('the table each document goes to', () => {
  it('puts invoices in B2B, B2C large or B2C small, and credit notes in CDNR, CDNUR or B2C small', () => {
    expect(MONTH.map((each) => [each.number, sectionOf(each, '36')])).toEqual([
      ['AAN/26-27/000101', 'b2b'],
      ['AAN/26-27/000102', 'b2cl'],
      ['AAN/26-27/000103', 'b2cs'],
      ['AAN/26-27/000104', 'b2cs'],
      ['AAN/26-27/000105', 'b2cs'],
      ['CN/26-27/000011', 'b2cs'],
      ['RV/26-27/000003', null],
      ['CN/26-27/000012', 'cdnr'],
      ['CN/26-27/000013', 'cdnur'],
      ['AAN/26-27/000107', 'b2b'],
    ]);
  });

  it('takes an inter-state B2C invoice as large above ₹1,00,000 from 1 August 2024, above ₹2,50,000 before', () => {
    expect(b2clAbovePaise('2024-08-01')).toBe(10_000_000);
    expect(b2clAbovePaise('2024-07-31')).toBe(25_000_000);
    const at = (total: number, issuedOn: string, placeOfSupply = '27') => ({
      total,
      issuedOn,
      placeOfSupply,
    });
    expect(isLargeB2c(at(10_000_000, '2026-10-01'), '36')).toBe(false);
    expect(isLargeB2c(at(10_000_001, '2026-10-01'), '36')).toBe(true);
    expect(isLargeB2c(at(10_000_001, '2026-10-01', '36'), '36')).toBe(false);
    expect(isLargeB2c(at(20_000_000, '2024-07-31'), '36')).toBe(false);
    expect(isLargeB2c(at(25_000_001, '2024-07-31'), '36')).toBe(true);
  });

  it('dates a credit note as late after 30 November following its invoice’s financial year', () => {
    expect(creditNoteDeadline('2026-10-03')).toBe('2027-11-30');
    expect(creditNoteDeadline('2027-03-31')).toBe('2027-11-30');
    expect(creditNoteDeadline('2027-04-01')).toBe('2028-11-30');
  });
});

describe('the offline tool’s CSV rows', () => {
  it('writes B2B a row per invoice and rate, with the taxable value in rupees', () => {
    expect(b2bRows(inv101)).toEqual([
      [
        '29AABCU9603R1ZM',
        'Kaveri Interiors LLP',
        'AAN/26-27/000101',
        '03-Oct-2026',
        '61100.00',
        '29-Karnataka',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        '50000.00',
        '',
      ],
      [
        '29AABCU9603R1ZM',
        'Kaveri Interiors LLP',
        'AAN/26-27/000101',
        '03-Oct-2026',
        '61100.00',
        '29-Karnataka',
        'N',
        '',
        'Regular B2B',
        '',
        '5',
        '2000.00',
        '',
      ],
    ]);
    expect(b2clRows(inv102)).toEqual([
      ['AAN/26-27/000102', '05-Oct-2026', '118000.00', '27-Maharashtra', '', '18', '100000.00', '', ''],
    ]);
    expect(cdnrRows(cn12)).toEqual([
      [
        '29AABCU9603R1ZM',
        'Kaveri Interiors LLP',
        'CN/26-27/000012',
        '20-Oct-2026',
        'C',
        '29-Karnataka',
        'N',
        'Regular B2B',
        '2100.00',
        '',
        '5',
        '2000.00',
        '',
      ],
    ]);
    expect(cdnurRows(cn13)).toEqual([
      ['B2CL', 'CN/26-27/000013', '25-Oct-2026', 'C', '27-Maharashtra', '11800.00', '', '18', '10000.00', ''],
    ]);
  });

  it('writes rupees with two decimals from paise, negative ones too', () => {
    expect([rupees(0), rupees(5), rupees(1_234_505), rupees(-5), rupees(-100)]).toEqual([
      '0.00',
      '0.05',
      '12345.05',
      '-0.05',
      '-1.00',
    ]);
  });
});

describe('the month’s summary', () => {
  it('adds B2C small by state and rate, net of the credit note of the cancelled invoice', () => {
    const { b2cs } = summarise();
    expect(b2cs).toEqual([
      { placeOfSupply: '29', rateBp: 1800, amounts: amounts(3_540_000, 3_000_000, 540_000, 0, 0) },
      // 000103 + 000105 − CN 000011 (which is 000105 again).
      { placeOfSupply: '36', rateBp: 1800, amounts: amounts(2_360_000, 2_000_000, 0, 180_000, 180_000) },
    ]);
    expect(b2cs.map(b2csRow)).toEqual([
      ['OE', '29-Karnataka', '', '18', '30000.00', '', ''],
      ['OE', '36-Telangana', '', '18', '20000.00', '', ''],
    ]);
  });

  it('totals every table', () => {
    expect(summarise().sections).toEqual([
      { section: 'b2b', documents: 2, amounts: amounts(10_830_000, 9_200_000, 910_000, 360_000, 360_000) },
      { section: 'b2cl', documents: 1, amounts: amounts(11_800_000, 10_000_000, 1_800_000, 0, 0) },
      { section: 'b2cs', documents: 4, amounts: amounts(5_900_000, 5_000_000, 540_000, 180_000, 180_000) },
      { section: 'cdnr', documents: 1, amounts: amounts(210_000, 200_000, 10_000, 0, 0) },
      { section: 'cdnur', documents: 1, amounts: amounts(1_180_000, 1_000_000, 180_000, 0, 0) },
    ]);
  });

  it('summarises HSN in a B2B and a B2C tab, net of credit notes, leaving out a row credited to nothing', () => {
    const { hsn } = summarise();
    // 9404: the two cushions invoiced and returned; nothing is left to report.
    expect(hsn.b2b).toEqual([
      {
        hsnCode: '9401',
        rateBp: 1800,
        quantity: 2,
        amounts: amounts(10_620_000, 9_000_000, 900_000, 360_000, 360_000),
      },
    ]);
    expect(hsn.b2c).toEqual([
      { hsnCode: '9401', rateBp: 1800, quantity: 2, amounts: amounts(3_540_000, 3_000_000, 540_000, 0, 0) },
      {
        hsnCode: '9403',
        rateBp: 1800,
        quantity: 1,
        amounts: amounts(12_980_000, 11_000_000, 1_620_000, 180_000, 180_000),
      },
    ]);
    expect(hsnRow(hsn.b2c[1]!)).toEqual([
      '9403',
      '',
      'NOS-NUMBERS',
      '1',
      '129800.00',
      '18',
      '110000.00',
      '16200.00',
      '1800.00',
      '1800.00',
      '',
    ]);
  });

  it('lists the documents issued as series, counting a missing number as cancelled', () => {
    const { docs, documentsCount } = summarise();
    expect(docs.map(docsRow)).toEqual([
      ['Invoices for outward supply', 'AAN/26-27/000101', 'AAN/26-27/000107', '7', '1'],
      ['Credit Note', 'CN/26-27/000011', 'CN/26-27/000013', '3', '0'],
      ['Receipt voucher', 'RV/26-27/000003', 'RV/26-27/000003', '1', '0'],
    ]);
    expect(documentsCount).toEqual({ documents: 10, reported: 10, matched: true });
  });

  it('reconciles every table with the documents’ own totals, to the paisa', () => {
    const { reconciliation } = summarise();
    expect(reconciliation.map(({ id, documents, matched }) => ({ id, documents, matched }))).toEqual([
      { id: 'b2b', documents: amounts(10_830_000, 9_200_000, 910_000, 360_000, 360_000), matched: true },
      { id: 'b2c', documents: amounts(18_880_000, 16_000_000, 2_340_000, 270_000, 270_000), matched: true },
      { id: 'cdnr', documents: amounts(210_000, 200_000, 10_000, 0, 0), matched: true },
      { id: 'cdnur', documents: amounts(2_360_000, 2_000_000, 180_000, 90_000, 90_000), matched: true },
      { id: 'hsn_b2b', documents: amounts(10_620_000, 9_000_000, 900_000, 360_000, 360_000), matched: true },
      {
        id: 'hsn_b2c',
        documents: amounts(16_520_000, 14_000_000, 2_160_000, 180_000, 180_000),
        matched: true,
      },
    ]);
    for (const check of reconciliation) expect(check.reported).toEqual(check.documents);
  });

  it('shows the difference when a document’s lines do not add up to its totals', () => {
    const summary = createGstr1Summary('36');
    summary.add({
      ...inv103,
      totals: { ...inv103.totals, value: inv103.totals.value + 1, taxable: inv103.totals.taxable + 1 },
    });
    const b2c = summary.result().reconciliation.find((check) => check.id === 'b2c')!;
    expect(b2c.matched).toBe(false);
    expect(b2c.difference).toEqual(amounts(-1, -1, 0, 0, 0));
  });

  it('gives the period: invoiced, credited, net, and tax by rate and kind; vouchers apart', () => {
    const { period, vouchers, lateCreditNotes } = summarise();
    expect(period.invoices).toBe(6);
    expect(period.creditNotes).toBe(3);
    expect(period.invoiced).toEqual(amounts(29_710_000, 25_200_000, 3_250_000, 630_000, 630_000));
    expect(period.credited).toEqual(amounts(2_570_000, 2_200_000, 190_000, 90_000, 90_000));
    expect(period.net).toEqual(amounts(27_140_000, 23_000_000, 3_060_000, 540_000, 540_000));
    expect(
      period.rates.map(({ rateBp, net }) => [rateBp, net.taxable, net.igst, net.cgst, net.sgst]),
    ).toEqual([
      [1800, 23_000_000, 3_060_000, 540_000, 540_000],
      [500, 0, 0, 0, 0],
    ]);
    expect(vouchers.receipt).toEqual({
      count: 1,
      amounts: amounts(5_900_000, 5_000_000, 0, 450_000, 450_000),
    });
    expect(vouchers.refund.count).toBe(0);
    expect(lateCreditNotes).toEqual([]);
  });

  it('flags a credit note issued after its section 34(2) deadline', () => {
    const summary = createGstr1Summary('36');
    summary.add(
      document('credit_note', 'CN/27-28/000001', '2027-12-01', KARNATAKA_FIRM, inv101.lines, inv101),
    );
    expect(summary.result().lateCreditNotes).toEqual(['CN/27-28/000001']);
  });
});

describe('the files', () => {
  async function* from<T>(items: T[]) {
    yield* items;
  }
  const text = async (pieces: AsyncIterable<string>) => {
    let all = '';
    for await (const piece of pieces) all += piece;
    return all;
  };

  it('groups B2B invoices by recipient in the portal’s JSON', async () => {
    const firm = { gstin: '36AABCT1332L1ZZ', pos: '36' };
    const other = document('invoice', 'AAN/26-27/000108', '2026-10-29', firm, inv107.lines);
    const json = await text(
      groupedArray(
        from([inv101, inv107, other]),
        (each) => each.buyerGstin!,
        (each) => ({ ctin: each.buyerGstin! }),
        'inv',
        b2bInvoice,
      ),
    );
    const parsed = JSON.parse(json) as { ctin: string; inv: { inum: string }[] }[];
    expect(parsed.map((group) => [group.ctin, group.inv.map((each) => each.inum)])).toEqual([
      ['29AABCU9603R1ZM', ['AAN/26-27/000101']],
      ['36AABCT1332L1ZZ', ['AAN/26-27/000107', 'AAN/26-27/000108']],
    ]);
    expect(parsed[0]!.inv[0]).toEqual({
      inum: 'AAN/26-27/000101',
      idt: '03-10-2026',
      val: 61100,
      pos: '29',
      rchrg: 'N',
      inv_typ: 'R',
      itms: [
        { num: 1, itm_det: { txval: 50000, rt: 18, iamt: 9000, csamt: 0 } },
        { num: 2, itm_det: { txval: 2000, rt: 5, iamt: 100, csamt: 0 } },
      ],
    });
    expect(
      await text(
        groupedArray(
          from([]),
          () => '',
          () => ({}),
          'inv',
          b2bInvoice,
        ),
      ),
    ).toBe('[]');
    expect(JSON.parse(await text(flatArray(from([cn13]), (each) => each.number)))).toEqual([
      'CN/26-27/000013',
    ]);
  });

  it('zips entries as they are written, readable back whole', async () => {
    const chunks: Uint8Array[] = [];
    const big = Array.from({ length: 5000 }, (_, index) => `row ${index}\r\n`);
    for await (const chunk of zipEntries(
      [
        { name: 'b2b.csv', content: () => from(big) },
        { name: 'docs.csv', content: () => from(['Nature of Document\r\n']) },
      ],
      new Date('2026-11-01T00:00:00Z'),
    ))
      chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(2);
    const zip = new Uint8Array(Buffer.concat(chunks));
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['b2b.csv', 'docs.csv']);
    expect(strFromU8(files['b2b.csv']!)).toBe(big.join(''));
    const parsed = parseCsv(strFromU8(files['docs.csv']!));
    expect('header' in parsed && parsed.header).toEqual(['Nature of Document']);
  });

  it('reads a month or a calendar quarter as a period', () => {
    expect(parsePeriod('2026-10')).toEqual({
      key: '2026-10',
      from: '2026-10-01',
      to: '2026-10-31',
      returnPeriod: '102026',
      label: 'October 2026',
    });
    expect(parsePeriod('2028-02')?.to).toBe('2028-02-29');
    expect(parsePeriod('2026-Q4')).toEqual({
      key: '2026-Q4',
      from: '2026-10-01',
      to: '2026-12-31',
      returnPeriod: '122026',
      label: 'October–December 2026',
    });
    expect(parsePeriod('2026-13')).toBeNull();
    expect(parsePeriod('2026-Q5')).toBeNull();
    expect(parsePeriod('October')).toBeNull();
  });
});
