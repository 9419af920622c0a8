// The GST tax invoice as a PDF (Rule 46 of the CGST Rules): the supplier with address and GSTIN, a
// consecutive number for the financial year, the date, the buyer with their GSTIN, the place of supply,
// each line's HSN or SAC, taxable value, rate and CGST/SGST or IGST, the summary by rate, and the total
// in figures and in Indian words. Built from the order's own rows, so it shows the order's totals.
import PDFDocument from 'pdfkit';
import { stateByCode, type Order } from '../../../contract/orders.ts';
import { amountInWords } from './amount-in-words.ts';
import type { ShopIdentity } from './orders.service.ts';
import { totalsByRate, type TaxSplit } from './tax.ts';

/** 1,20,000.50: paise as rupees with two decimals, grouped the Indian way. */
const money = (paise: number): string =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const percent = (rateBp: number): string => `${rateBp / 100}%`;

const addressLines = (address: Order['delivery']): string[] =>
  [
    address.line1,
    [address.area, address.landmark].filter(Boolean).join(', '),
    // An erased customer's address may be its state alone (decision 156).
    [address.city, `${address.stateName} (${address.stateCode}) ${address.pincode}`.trim()]
      .filter(Boolean)
      .join(', '),
  ].filter(Boolean);

export function invoicePdf(order: Order, shop: ShopIdentity): Promise<Buffer> {
  if (!order.invoice) throw new Error('The order has no invoice yet');
  const invoice = order.invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Tax invoice ${invoice.number}`, Author: shop.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 40;
  const width = doc.page.width - 80;
  const intra = order.totals.igst === 0 && order.totals.cgst + order.totals.sgst > 0;

  doc.font('Helvetica-Bold').fontSize(16).text('TAX INVOICE', left, 40, { width, align: 'center' });
  doc.moveDown(0.8);

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

  doc.font('Helvetica').fontSize(9);
  const facts: [string, string][] = [
    ['Invoice No.', invoice.number],
    ['Invoice date', invoice.date],
    ['Order No.', order.number],
    ['Place of supply', `${order.placeOfSupply.name} (${order.placeOfSupply.code})`],
    ['Reverse charge', 'No'],
    ['Payment', order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online'],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(label, left + width / 2 + 20, y, { width: 90 });
    doc.font('Helvetica').text(value, left + width / 2 + 110, y, { width: width / 2 - 110 });
    y += 13;
  }
  doc.y = Math.max(afterShop, y) + 12;

  const partyTop = doc.y;
  doc.font('Helvetica-Bold').text('Bill to', left, partyTop);
  doc.font('Helvetica').text(order.name, { width: width / 2 - 10 });
  for (const line of addressLines(order.billing)) doc.text(line, { width: width / 2 - 10 });
  if (order.gstin) doc.text(`GSTIN: ${order.gstin}`);
  const afterBill = doc.y;
  doc.font('Helvetica-Bold').text('Ship to', left + width / 2 + 20, partyTop);
  doc.font('Helvetica').text(order.name, left + width / 2 + 20, doc.y, { width: width / 2 - 20 });
  for (const line of addressLines(order.delivery)) doc.text(line, { width: width / 2 - 20 });
  if (order.phone) doc.text(order.phone);
  doc.y = Math.max(afterBill, doc.y) + 14;

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
  order.lines.forEach((line, index) => {
    const description = `${line.name}${line.variantName ? ` (${line.variantName})` : ''}${
      line.quantity > 1 ? `\n${line.quantity} × Rs. ${line.unitPrice.toLocaleString('en-IN')} incl. GST` : ''
    }`;
    const tax = intra ? [money(line.cgst), money(line.sgst)] : [money(line.igst)];
    row([
      String(index + 1),
      description,
      line.hsnCode,
      String(line.quantity),
      money(line.taxable),
      percent(line.gstRateBp),
      ...tax,
      money(line.amount),
    ]);
  });
  rule();
  const totalsTax = intra ? [money(order.totals.cgst), money(order.totals.sgst)] : [money(order.totals.igst)];
  row(['', 'Total', '', '', money(order.totals.taxable), '', ...totalsTax, money(order.totals.total)], true);
  doc.y += 8;

  // The summary by rate.
  const splits: TaxSplit[] = order.lines.map((line) => ({
    amount: line.amount,
    taxable: line.taxable,
    cgst: line.cgst,
    sgst: line.sgst,
    igst: line.igst,
    rateBp: line.gstRateBp,
  }));
  doc.font('Helvetica-Bold').fontSize(9).text('Tax summary', left, doc.y);
  doc.font('Helvetica').fontSize(8.5);
  for (const rate of totalsByRate(splits)) {
    const tax = intra
      ? `CGST ${percent(rate.rateBp / 2)} Rs. ${money(rate.cgst)}, SGST ${percent(rate.rateBp / 2)} Rs. ${money(rate.sgst)}`
      : `IGST ${percent(rate.rateBp)} Rs. ${money(rate.igst)}`;
    doc.text(`GST ${percent(rate.rateBp)}: taxable value Rs. ${money(rate.taxable)}; ${tax}`);
  }
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Total (GST included): Rs. ${money(order.totals.total)}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Amount in words: ${amountInWords(order.totals.total)} Only`);
  doc.moveDown(1.5);
  doc.fontSize(8.5).text(`For ${shop.name}`, { align: 'right' });
  doc.text('This is a computer-generated invoice and needs no signature.', { align: 'right' });
  doc.end();
  return done;
}
