// Every GST document as a PDF, by one renderer (decision 162). A tax invoice shows what Rule 46 of the
// CGST Rules asks for, a credit note what Rule 53 asks for, and both share the layout: the supplier
// with address and GSTIN, the document's name, number and date, the buyer with their GSTIN, the place
// of supply, each line's HSN or SAC, taxable value, rate and CGST/SGST or IGST, the summary by rate, and
// the total in figures and in Indian words. A credit note names the invoice it is against; an invoice
// against which a credit note was issued says so at its head. Built from the document's own rows.
import PDFDocument from 'pdfkit';
import { formatPaiseFigure } from '../../../contract/money.ts';
import { stateByCode, type StoredAddress } from '../../../contract/orders.ts';
import type { TaxDocumentKind } from '../../../contract/order-rules.ts';
import { amountInWords } from './amount-in-words.ts';
import type { TaxDocument } from './tax-documents.ts';

/** The shop as its documents name it. */
export interface Supplier {
  name: string;
  /** The GST state code of the shop's registration: 36 is Telangana. */
  stateCode: string;
  gstin: string;
  addressLines: string[];
  email: string;
  phone: string;
}

const TITLES: Readonly<Record<TaxDocumentKind, string>> = {
  invoice: 'TAX INVOICE',
  credit_note: 'CREDIT NOTE',
  receipt_voucher: 'RECEIPT VOUCHER',
  refund_voucher: 'REFUND VOUCHER',
};

const NUMBER_LABELS: Readonly<Record<TaxDocumentKind, [string, string]>> = {
  invoice: ['Invoice No.', 'Invoice date'],
  credit_note: ['Credit note No.', 'Credit note date'],
  receipt_voucher: ['Voucher No.', 'Voucher date'],
  refund_voucher: ['Voucher No.', 'Voucher date'],
};

const percent = (rateBp: number): string => `${rateBp / 100}%`;

/** An address as a document prints it: up to three lines. */
export const addressLines = (address: StoredAddress): string[] =>
  [
    address.line1,
    [address.area, address.landmark].filter(Boolean).join(', '),
    // An erased customer's address may be its state alone (decision 156).
    [address.city, `${address.stateName} (${address.stateCode}) ${address.pincode}`.trim()]
      .filter(Boolean)
      .join(', '),
  ].filter(Boolean);

export type Pdf = InstanceType<typeof PDFDocument>;

/** A fact printed beside the shop: a label and its value. */
export type Fact = [label: string, value: string];

/** A new A4 document with the layout's margins, and the promise of its bytes once it is ended. */
export function startPdf(info: { Title: string; Author: string }): { doc: Pdf; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The shop on the left (name, address, GSTIN, state, contact), `facts` on the right, in two columns. */
export function drawShopAndFacts(
  doc: Pdf,
  shop: Supplier,
  facts: readonly Fact[],
  left: number,
  width: number,
): void {
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(shop.name, left, top, { width: width / 2 });
  doc.font('Helvetica').fontSize(9);
  for (const line of shop.addressLines) doc.text(line, { width: width / 2 });
  doc.text(`GSTIN: ${shop.gstin}`);
  doc.text(`State: ${stateByCode(shop.stateCode)?.name ?? ''} (${shop.stateCode})`);
  doc.text(`${shop.email} · ${shop.phone}`);
  const afterShop = doc.y;
  let y = top;
  doc.fontSize(9);
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(label, left + width / 2 + 20, y, { width: 90 });
    doc.font('Helvetica').text(value, left + width / 2 + 110, y, { width: width / 2 - 110 });
    y = Math.max(y + 13, doc.y);
  }
  doc.y = Math.max(afterShop, y) + 12;
}

/** The shop on the left, the document's number, date and place of supply on the right. */
function drawSupplierAndFacts(
  doc: Pdf,
  document: TaxDocument,
  shop: Supplier,
  left: number,
  width: number,
): void {
  const [numberLabel, dateLabel] = NUMBER_LABELS[document.kind];
  const { particulars } = document;
  const facts: [string, string][] = [
    [numberLabel, document.number],
    [dateLabel, document.date],
    ...(document.reason ? ([['Reason', document.reason]] as [string, string][]) : []),
    ...(particulars.orderNumber ? ([['Order No.', particulars.orderNumber]] as [string, string][]) : []),
    ...(particulars.returnNumber ? ([['Return No.', particulars.returnNumber]] as [string, string][]) : []),
    ...(particulars.projectName ? ([['Project', particulars.projectName]] as [string, string][]) : []),
    ...(particulars.stageLabel
      ? ([
          [
            'Stage',
            `${particulars.stageLabel}${particulars.quoteVersion ? ` (quote version ${particulars.quoteVersion})` : ''}`,
          ],
        ] as [string, string][])
      : []),
    ...(particulars.paymentReference
      ? ([['Payment ref.', particulars.paymentReference]] as [string, string][])
      : []),
    ['Place of supply', `${document.placeOfSupply.name} (${document.placeOfSupply.code})`],
    ['Reverse charge', 'No'],
    ...(particulars.paymentMethod
      ? ([['Payment', particulars.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online']] as [
          string,
          string,
        ][])
      : []),
  ];
  drawShopAndFacts(doc, shop, facts, left, width);
}

/** Who is billed (or credited), and where the goods go. */
function drawParties(doc: Pdf, document: TaxDocument, left: number, width: number): void {
  const { particulars } = document;
  const partyTop = doc.y;
  doc
    .font('Helvetica-Bold')
    .text(document.kind === 'credit_note' ? 'Credited to' : 'Bill to', left, partyTop);
  doc.font('Helvetica').text(document.buyer.name, { width: width / 2 - 10 });
  for (const line of addressLines(particulars.billing)) doc.text(line, { width: width / 2 - 10 });
  if (document.buyer.gstin) doc.text(`GSTIN: ${document.buyer.gstin}`);
  const afterBill = doc.y;
  if (particulars.delivery) {
    doc.font('Helvetica-Bold').text('Ship to', left + width / 2 + 20, partyTop);
    doc.font('Helvetica').text(document.buyer.name, left + width / 2 + 20, doc.y, { width: width / 2 - 20 });
    for (const line of addressLines(particulars.delivery)) doc.text(line, { width: width / 2 - 20 });
    if (particulars.phone) doc.text(particulars.phone);
  }
  doc.y = Math.max(afterBill, doc.y) + 14;
}

/** A project's invoice: the advances it adjusts, each receipt voucher with its tax, and the balance due. */
function drawAdvances(doc: Pdf, document: TaxDocument, left: number): void {
  const { advances, balanceDue } = document.particulars;
  if (!advances || balanceDue === undefined) return;
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(9).text('Advances adjusted', left, doc.y);
  doc.font('Helvetica').fontSize(8.5);
  if (advances.length === 0) doc.text('None.');
  for (const advance of advances)
    doc.text(
      `Receipt voucher ${advance.number} of ${advance.date}: Rs. ${formatPaiseFigure(advance.total)} (GST paid on it Rs. ${formatPaiseFigure(advance.tax)})`,
    );
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Balance due: Rs. ${formatPaiseFigure(balanceDue)}`);
}

export function renderDocument(document: TaxDocument, shop: Supplier): Promise<Buffer> {
  const { doc, done } = startPdf({ Title: `${TITLES[document.kind]} ${document.number}`, Author: shop.name });
  drawDocument(doc, document, shop);
  doc.end();
  return done;
}

/** Several documents in one PDF, each from a new page: a day's invoices printed at once (decision 199). */
export function renderDocuments(
  documents: readonly TaxDocument[],
  shop: Supplier,
  title: string,
): Promise<Buffer> {
  const { doc, done } = startPdf({ Title: title, Author: shop.name });
  documents.forEach((document, index) => {
    if (index > 0) doc.addPage();
    drawDocument(doc, document, shop);
  });
  doc.end();
  return done;
}

/** One document on the current page (and the next, when its lines run over). */
function drawDocument(doc: Pdf, document: TaxDocument, shop: Supplier): void {
  const title = TITLES[document.kind];
  const left = 40;
  const width = doc.page.width - 80;
  const intra = document.totals.igst === 0 && document.totals.cgst + document.totals.sgst > 0;

  doc.font('Helvetica-Bold').fontSize(16).text(title, left, 40, { width, align: 'center' });
  if (document.references) {
    doc
      .fontSize(11)
      .text(
        `Against ${document.kind === 'refund_voucher' ? 'receipt voucher' : 'tax invoice'} ${document.references.number} of ${document.references.date}`,
        {
          width,
          align: 'center',
        },
      );
  }
  const credited = document.creditedBy.reduce((sum, note) => sum + note.total, 0);
  for (const note of document.creditedBy) {
    doc
      .fillColor('#b3261e')
      .fontSize(11)
      .text(
        credited >= document.total
          ? `CANCELLED by credit note ${note.number} of ${note.date}`
          : `Credit note ${note.number} of ${note.date} for Rs. ${formatPaiseFigure(note.total)} issued against this invoice`,
        { width, align: 'center' },
      );
  }
  doc.fillColor('#000000');
  doc.moveDown(0.8);

  drawSupplierAndFacts(doc, document, shop, left, width);

  drawParties(doc, document, left, width);

  // The lines: description, HSN/SAC, quantity, taxable value, rate, tax, amount.
  const columns = intra
    ? [
        ['#', 18, 'left'],
        ['Description', 160, 'left'],
        ['HSN/SAC', 48, 'left'],
        ['Qty', 26, 'right'],
        ['Taxable value', 68, 'right'],
        ['Rate', 32, 'right'],
        ['CGST', 56, 'right'],
        ['SGST', 56, 'right'],
        ['Amount', 51, 'right'],
      ]
    : [
        ['#', 18, 'left'],
        ['Description', 190, 'left'],
        ['HSN/SAC', 50, 'left'],
        ['Qty', 28, 'right'],
        ['Taxable value', 75, 'right'],
        ['Rate', 34, 'right'],
        ['IGST', 60, 'right'],
        ['Amount', 60, 'right'],
      ];
  const row = (cells: string[], bold = false) => {
    const rowTop = doc.y;
    let x = left;
    let bottom = rowTop;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    cells.forEach((cell, index) => {
      const [, w, align] = columns[index] as [string, number, 'left' | 'right'];
      doc.text(cell, x, rowTop, { width: w - 4, align });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom + 4;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y += 4;
  };
  row(
    columns.map(([label]) => String(label)),
    true,
  );
  rule();
  document.lines.forEach((line, index) => {
    const description = `${line.description}${
      line.quantity > 1 || line.discount
        ? `\n${line.quantity} × Rs. ${formatPaiseFigure(line.unitPrice)} incl. GST`
        : ''
    }${line.discount ? `\nLess discount Rs. ${formatPaiseFigure(line.discount)} incl. GST` : ''}`;
    const tax = intra
      ? [formatPaiseFigure(line.cgst), formatPaiseFigure(line.sgst)]
      : [formatPaiseFigure(line.igst)];
    row([
      String(index + 1),
      description,
      line.hsnCode,
      String(line.quantity),
      formatPaiseFigure(line.taxable),
      percent(line.gstRateBp),
      ...tax,
      formatPaiseFigure(line.amount),
    ]);
  });
  rule();
  const { totals } = document;
  const totalsTax = intra
    ? [formatPaiseFigure(totals.cgst), formatPaiseFigure(totals.sgst)]
    : [formatPaiseFigure(totals.igst)];
  row(
    [
      '',
      'Total',
      '',
      '',
      formatPaiseFigure(totals.taxable),
      '',
      ...totalsTax,
      formatPaiseFigure(totals.total),
    ],
    true,
  );
  doc.y += 8;

  doc.font('Helvetica-Bold').fontSize(9).text('Tax summary', left, doc.y);
  doc.font('Helvetica').fontSize(8.5);
  for (const rate of document.rates) {
    const tax = intra
      ? `CGST ${percent(rate.rateBp / 2)} Rs. ${formatPaiseFigure(rate.cgst)}, SGST ${percent(rate.rateBp / 2)} Rs. ${formatPaiseFigure(rate.sgst)}`
      : `IGST ${percent(rate.rateBp)} Rs. ${formatPaiseFigure(rate.igst)}`;
    doc.text(`GST ${percent(rate.rateBp)}: taxable value Rs. ${formatPaiseFigure(rate.taxable)}; ${tax}`);
  }
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(
      `${document.kind === 'credit_note' ? 'Total credited' : 'Total'} (GST included): Rs. ${formatPaiseFigure(totals.total)}`,
    );
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Amount in words: ${amountInWords(totals.total)} Only`);
  drawAdvances(doc, document, left);
  doc.moveDown(1.5);
  doc.fontSize(8.5).text(`For ${shop.name}`, { align: 'right' });
  doc.text('This is a computer-generated document and needs no signature.', { align: 'right' });
}
