// A version of a design quote as a PDF (decision 191): the shop with its GSTIN, the project, the
// customer and the site (the place of supply), then room by room each line with its code, quantity and
// unit, rate, discount, taxable value, GST rate, tax and amount; the totals, the tax summary by rate and
// the total in Indian words; the terms; and, once approved, when and with which digest. It is a quote,
// not a tax document: the receipts and invoices against it are rendered by billing.
import PDFDocument from 'pdfkit';
import { QUOTE_UNIT_LABELS, type DesignQuote } from '../../../contract/design-quotes.ts';
import { formatPaiseFigure } from '../../../contract/money.ts';
import type { StoredAddress } from '../../../contract/orders.ts';
import { stateByCode } from '../../../contract/india-rules.ts';
import { indiaToday, longDate } from '../../lib/dates.ts';
import type { Supplier } from '../billing/index.ts';

export interface QuotePdfFacts {
  quote: DesignQuote;
  projectName: string;
  customerName: string | null;
  site: StoredAddress | null;
}

type Pdf = InstanceType<typeof PDFDocument>;
type Column = [label: string, width: number, align: 'left' | 'right'];

const percent = (rateBp: number) => `${rateBp / 100}%`;
const rupees = (paise: number) => formatPaiseFigure(paise);
const quantity = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 3 });

function table(doc: Pdf, left: number, columns: Column[]) {
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const top = doc.y;
    let x = left;
    let bottom = top;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((cell, index) => {
      const [, width, align] = columns[index]!;
      doc.text(cell, x, top, { width: width - 4, align });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.y = bottom + 3;
  };
  const width = columns.reduce((sum, [, w]) => sum + w, 0);
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y += 3;
  };
  return { row, rule };
}

function drawHead(doc: Pdf, facts: QuotePdfFacts, shop: Supplier, left: number, width: number) {
  const { quote } = facts;
  doc.font('Helvetica-Bold').fontSize(16).text('QUOTATION', left, 40, { width, align: 'center' });
  doc.moveDown(0.6);
  const top = doc.y;
  doc.fontSize(11).text(shop.name, left, top, { width: width / 2 });
  doc.font('Helvetica').fontSize(9);
  for (const line of shop.addressLines) doc.text(line, { width: width / 2 });
  doc.text(`GSTIN: ${shop.gstin}`);
  doc.text(`${shop.email} · ${shop.phone}`);
  const afterShop = doc.y;
  const rows: [string, string][] = [
    ['Project', facts.projectName],
    ['Version', String(quote.version)],
    ['Date', longDate(indiaToday(new Date(quote.sent_at ?? quote.updated_at)))],
    ['Valid until', longDate(quote.valid_until)],
    [
      'Place of supply',
      quote.place_of_supply ? `${quote.place_of_supply.name} (${quote.place_of_supply.code})` : 'Not set',
    ],
  ];
  let y = top;
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').text(label, left + width / 2 + 20, y, { width: 90 });
    doc.font('Helvetica').text(value, left + width / 2 + 110, y, { width: width / 2 - 110 });
    y = Math.max(y + 13, doc.y);
  }
  doc.y = Math.max(afterShop, y) + 10;
  doc.font('Helvetica-Bold').text('For', left, doc.y);
  doc.font('Helvetica').text(facts.customerName ?? 'The customer', { width });
  if (facts.site) {
    const site = facts.site;
    doc.text(
      [
        site.line1,
        [site.area, site.landmark].filter(Boolean).join(', '),
        `${site.city}, ${stateByCode(site.stateCode)?.name ?? site.stateCode} ${site.pincode}`,
      ]
        .filter(Boolean)
        .join(', '),
      { width },
    );
  }
  doc.moveDown(0.8);
}

function drawRooms(doc: Pdf, quote: DesignQuote, left: number) {
  const intra = quote.intra_state;
  const columns: Column[] = [
    ['Item', 150, 'left'],
    ['HSN/SAC', 44, 'left'],
    ['Qty', 56, 'right'],
    ['Rate', 56, 'right'],
    ['Discount', 46, 'right'],
    ['Taxable', 56, 'right'],
    ['GST', 28, 'right'],
    [intra ? 'CGST+SGST' : 'IGST', 44, 'right'],
    ['Amount', 35 + 20, 'right'],
  ];
  const { row, rule } = table(doc, left, columns);
  for (const room of quote.rooms) {
    const lines = quote.lines.filter((line) => line.room === room);
    if (lines.length === 0) continue;
    doc.font('Helvetica-Bold').fontSize(10).text(room, left, doc.y);
    doc.moveDown(0.2);
    row(
      columns.map(([label]) => label),
      true,
    );
    rule();
    for (const line of lines) {
      const details = [line.material, line.finish].filter(Boolean).join(' · ');
      row([
        details ? `${line.description}\n${details}` : line.description,
        line.hsn_sac,
        `${quantity(line.quantity)} ${QUOTE_UNIT_LABELS[line.unit].toLowerCase()}`,
        `${rupees(line.unit_paise)}${line.includes_gst ? '*' : ''}`,
        rupees(line.discount_paise + line.quote_discount_paise),
        rupees(line.taxable_paise),
        percent(line.gst_rate_bp),
        rupees(line.cgst_paise + line.sgst_paise + line.igst_paise),
        rupees(line.total_paise),
      ]);
    }
    rule();
    doc.moveDown(0.4);
  }
  if (quote.lines.some((line) => line.includes_gst))
    doc.font('Helvetica').fontSize(7.5).text('* Catalogue price, GST included.', left);
}

function drawTotals(doc: Pdf, quote: DesignQuote, left: number, width: number) {
  const { totals } = quote;
  doc.moveDown(0.6);
  const lines: [string, number][] = [
    ['Value before discounts', totals.gross_paise],
    ['Discounts', totals.discount_paise],
    ['Taxable value', totals.taxable_paise],
    ...(quote.intra_state
      ? ([
          ['CGST', totals.cgst_paise],
          ['SGST', totals.sgst_paise],
        ] as [string, number][])
      : ([['IGST', totals.igst_paise]] as [string, number][])),
  ];
  doc.font('Helvetica').fontSize(9);
  for (const [label, paise] of lines)
    doc.text(`${label}: Rs. ${rupees(paise)}`, left, doc.y, { width, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Total (GST included): Rs. ${rupees(totals.total_paise)}`, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9).text(`In words: ${quote.total_in_words} Only`, { width, align: 'right' });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').text('Tax summary', left, doc.y);
  doc.font('Helvetica').fontSize(8.5);
  for (const rate of quote.by_rate) {
    const tax = quote.intra_state
      ? `CGST Rs. ${rupees(rate.cgst_paise)}, SGST Rs. ${rupees(rate.sgst_paise)}`
      : `IGST Rs. ${rupees(rate.igst_paise)}`;
    doc.text(`GST ${percent(rate.gst_rate_bp)}: taxable value Rs. ${rupees(rate.taxable_paise)}; ${tax}`);
  }
}

export function renderQuote(facts: QuotePdfFacts, shop: Supplier): Promise<Buffer> {
  const { quote } = facts;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Quotation ${facts.projectName}, version ${quote.version}`, Author: shop.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 40;
  const width = doc.page.width - 80;
  drawHead(doc, facts, shop, left, width);
  drawRooms(doc, quote, left);
  drawTotals(doc, quote, left, width);
  if (quote.terms) {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(9).text('Terms', left, doc.y);
    doc.font('Helvetica').fontSize(8.5).text(quote.terms, { width });
  }
  doc.moveDown(0.8);
  if (quote.approved_at)
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(
        `Approved by the customer on ${longDate(indiaToday(new Date(quote.approved_at)))}.`,
        left,
        doc.y,
        { width },
      );
  if (quote.content_digest)
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(`Content digest (SHA-256): ${quote.content_digest}`, left, doc.y, { width });
  doc.end();
  return done;
}
