// The papers that go with a dispatch (decision 199), drawn with the tax documents' layout (billing's
// pdfkit helpers): the packing slip, which says what is in the box and where it goes, without a price;
// and the delivery challan of Rule 55 of the CGST Rules, in three copies (for the consignee, the
// transporter and the shop), with the consignee, each line's HSN code, quantity, taxable value and tax,
// the place of supply, the invoice it goes with and a line for the signature.
import { formatPaiseFigure } from '../../../contract/money.ts';
import type { Order, QuoteLine } from '../../../contract/orders.ts';
import {
  addressLines,
  drawShopAndFacts,
  startPdf,
  type Fact,
  type Pdf,
  type Supplier,
} from '../billing/index.ts';

const LEFT = 40;

type Column = [label: string, width: number, align: 'left' | 'right'];

/** A table's row: each cell in its column, the next row below the tallest cell. */
function drawRow(doc: Pdf, columns: readonly Column[], cells: readonly string[], bold = false): void {
  const top = doc.y;
  let x = LEFT;
  let bottom = top;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
  cells.forEach((cell, index) => {
    const [, width, align] = columns[index]!;
    doc.text(cell, x, top, { width: width - 4, align });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  doc.y = bottom + 4;
}

function drawRule(doc: Pdf, width: number): void {
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + width, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y += 4;
}

/** The goods of an order: what is packed and transported. Installation is a service, not in the box. */
export const goodsOf = (order: Order): QuoteLine[] => order.lines.filter((line) => line.kind === 'product');

/** A heading, then who receives the goods: name, delivery address, phone and GSTIN. */
function drawConsignee(doc: Pdf, heading: string, order: Order, withGstin: boolean): void {
  doc.font('Helvetica-Bold').fontSize(9).text(heading, LEFT, doc.y);
  doc.font('Helvetica').text(order.name);
  for (const line of addressLines(order.delivery)) doc.text(line);
  doc.text(`Phone: ${order.phone}`);
  if (withGstin) doc.text(`GSTIN: ${order.gstin ?? 'Unregistered'}`);
  doc.moveDown(1);
}

/** The packing slip: the order, where it goes, and each piece with its option and quantity; no prices. */
export function renderPackingSlip(order: Order, shop: Supplier, packedOn: string): Promise<Buffer> {
  const { doc, done } = startPdf({ Title: `PACKING SLIP ${order.number}`, Author: shop.name });
  const width = doc.page.width - 80;
  doc.font('Helvetica-Bold').fontSize(16).text('PACKING SLIP', LEFT, 40, { width, align: 'center' });
  doc.moveDown(0.8);
  const facts: Fact[] = [
    ['Order No.', order.number],
    ['Order date', order.createdAt.slice(0, 10)],
    ['Packed on', packedOn],
    ...(order.invoice ? ([['Invoice No.', order.invoice.number]] as Fact[]) : []),
  ];
  drawShopAndFacts(doc, shop, facts, LEFT, width);
  drawConsignee(doc, 'Ship to', order, false);

  const columns: Column[] = [
    ['#', 24, 'left'],
    ['Item', 250, 'left'],
    ['Option', 150, 'left'],
    ['Qty', 40, 'right'],
    ['Packed', 51, 'right'],
  ];
  drawRow(
    doc,
    columns,
    columns.map(([label]) => label),
    true,
  );
  drawRule(doc, width);
  const goods = goodsOf(order);
  goods.forEach((line, index) => {
    drawRow(doc, columns, [
      String(index + 1),
      line.name,
      line.variantName ?? '',
      String(line.quantity),
      '[   ]',
    ]);
  });
  drawRule(doc, width);
  const pieces = goods.reduce((sum, line) => sum + line.quantity, 0);
  drawRow(
    doc,
    columns,
    ['', `${pieces} ${pieces === 1 ? 'piece' : 'pieces'} in all`, '', String(pieces), ''],
    true,
  );
  if (order.lines.some((line) => line.kind === 'installation')) {
    doc.moveDown(0.5);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text('Installation is included: our team assembles the pieces on delivery.', LEFT);
  }
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Packed by: ______________________      Checked by: ______________________', LEFT);
  doc.end();
  return done;
}

/** A challan as the shop keeps it: its number and date of issue. */
export interface ChallanFacts {
  number: string;
  date: string;
}

const COPIES = ['ORIGINAL FOR CONSIGNEE', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR CONSIGNER'] as const;

/** The challan's lines with their taxable value and tax, and the totals row. */
function drawChallanLines(doc: Pdf, order: Order, width: number): void {
  const goods = goodsOf(order);
  const intra = goods.every((line) => line.igst === 0);
  const columns: Column[] = [
    ['#', 18, 'left'],
    ['Description', intra ? 160 : 190, 'left'],
    ['HSN', 48, 'left'],
    ['Qty', 28, 'right'],
    ['Taxable value', 72, 'right'],
    ['Rate', 34, 'right'],
    ...((intra
      ? [
          ['CGST', 56, 'right'],
          ['SGST', 56, 'right'],
        ]
      : [['IGST', 60, 'right']]) as Column[]),
    ['Value', intra ? 43 : 65, 'right'],
  ];
  drawRow(
    doc,
    columns,
    columns.map(([label]) => label),
    true,
  );
  drawRule(doc, width);
  const tax = (line: Pick<QuoteLine, 'cgst' | 'sgst' | 'igst'>) =>
    intra ? [formatPaiseFigure(line.cgst), formatPaiseFigure(line.sgst)] : [formatPaiseFigure(line.igst)];
  goods.forEach((line, index) => {
    drawRow(doc, columns, [
      String(index + 1),
      `${line.name}${line.variantName ? ` (${line.variantName})` : ''}`,
      line.hsnCode,
      String(line.quantity),
      formatPaiseFigure(line.taxable),
      `${line.gstRateBp / 100}%`,
      ...tax(line),
      formatPaiseFigure(line.amount),
    ]);
  });
  drawRule(doc, width);
  const sum = (pick: (line: QuoteLine) => number) => goods.reduce((total, line) => total + pick(line), 0);
  const totals = { cgst: sum((l) => l.cgst), sgst: sum((l) => l.sgst), igst: sum((l) => l.igst) };
  drawRow(
    doc,
    columns,
    [
      '',
      'Total',
      '',
      String(sum((l) => l.quantity)),
      formatPaiseFigure(sum((l) => l.taxable)),
      '',
      ...tax(totals),
      formatPaiseFigure(sum((l) => l.amount)),
    ],
    true,
  );
}

/** One copy of the challan, on the current page. */
function drawChallan(doc: Pdf, order: Order, shop: Supplier, challan: ChallanFacts, copy: string): void {
  const width = doc.page.width - 80;
  doc.font('Helvetica-Bold').fontSize(16).text('DELIVERY CHALLAN', LEFT, 40, { width, align: 'center' });
  doc.font('Helvetica').fontSize(9).text('Rule 55 of the CGST Rules, 2017', { width, align: 'center' });
  doc.font('Helvetica-Bold').text(copy, { width, align: 'center' });
  doc.moveDown(0.8);
  const facts: Fact[] = [
    ['Challan No.', challan.number],
    ['Challan date', challan.date],
    ['Order No.', order.number],
    ...(order.invoice
      ? ([['Tax invoice', `${order.invoice.number} of ${order.invoice.date}`]] as Fact[])
      : []),
    ['Place of supply', `${order.placeOfSupply.name} (${order.placeOfSupply.code})`],
    ['Purpose', 'Supply of goods to the consignee'],
  ];
  drawShopAndFacts(doc, shop, facts, LEFT, width);
  drawConsignee(doc, 'Consignee', order, true);
  drawChallanLines(doc, order, width);
  doc.moveDown(3);
  doc.font('Helvetica').fontSize(9).text(`For ${shop.name}`, LEFT, doc.y, { width, align: 'right' });
  doc.moveDown(2);
  doc.text('______________________________', { width, align: 'right' });
  doc.text('Authorised signatory', { width, align: 'right' });
}

/** The challan in its three copies, each on a page of its own (Rule 55(3)). */
export function renderDeliveryChallan(order: Order, shop: Supplier, challan: ChallanFacts): Promise<Buffer> {
  const { doc, done } = startPdf({ Title: `DELIVERY CHALLAN ${challan.number}`, Author: shop.name });
  COPIES.forEach((copy, index) => {
    if (index > 0) doc.addPage();
    drawChallan(doc, order, shop, challan, copy);
  });
  doc.end();
  return done;
}
