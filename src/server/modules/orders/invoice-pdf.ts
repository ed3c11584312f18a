// An invoice as a real PDF, drawn with pdf-lib (decision 38). The standard Helvetica font writes
// WinAnsi only, so text outside it (a Vietnamese buyer's name) is written without its accents, and
// what still does not fit becomes '?': an invoice must always render, never fail on a name.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceDoc } from './invoice-data';

const money = (cents: number, currency: string) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')} ${currency}`;

/** Latin-1 text Helvetica can write. */
export function pdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

export async function invoicePdf(doc: InvoiceDoc): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} ${doc.number}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreationDate(new Date(`${doc.issueDate}T00:00:00Z`));
  pdf.setModificationDate(new Date(`${doc.issueDate}T00:00:00Z`));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const write = (p: PDFPage, text: string, x: number, y: number, font: PDFFont = regular, size = 10) =>
    p.drawText(pdfText(text), { x, y, size, font, color: rgb(0.1, 0.1, 0.12) });
  const right = (text: string, xRight: number, y: number, font: PDFFont = regular, size = 10) =>
    write(page, text, xRight - font.widthOfTextAtSize(pdfText(text), size), y, font, size);

  let y = 790;
  write(page, doc.seller.name, 50, y, bold, 14);
  right(doc.title, 545, y, bold, 16);
  y -= 16;
  for (const line of [...doc.seller.lines, `VAT ${doc.seller.vatNo}`]) {
    write(page, line, 50, y);
    y -= 13;
  }
  let ry = 774;
  for (const [label, value] of [
    ['Invoice number', doc.number],
    ['Issue date', doc.issueDate],
    ...(doc.dueDate ? [['Due date', doc.dueDate]] : []),
    ['Status', doc.status],
  ] as [string, string][]) {
    right(`${label}: ${value}`, 545, ry);
    ry -= 13;
  }

  y = Math.min(y, ry) - 24;
  write(page, 'Bill to', 50, y, bold, 11);
  y -= 15;
  for (const line of [doc.buyer.name, ...doc.buyer.lines, ...(doc.buyer.vatNo ? [`VAT ${doc.buyer.vatNo}`] : [])]) {
    write(page, line, 50, y);
    y -= 13;
  }

  y -= 20;
  page.drawRectangle({ x: 45, y: y - 5, width: 505, height: 20, color: rgb(0.93, 0.94, 0.96) });
  write(page, 'Description', 50, y, bold);
  right('Amount', 545, y, bold);
  y -= 22;
  for (const line of doc.lines) {
    write(page, line.description, 50, y);
    right(money(line.cents, doc.currency), 545, y);
    y -= 16;
  }
  page.drawLine({ start: { x: 45, y: y + 6 }, end: { x: 550, y: y + 6 }, thickness: 0.5, color: rgb(0.7, 0.7, 0.75) });
  y -= 10;
  for (const [label, cents, font] of [
    ['Amount', doc.amountCents, regular],
    ['Processing fee', doc.feeCents, regular],
    ['Total', doc.totalCents, bold],
  ] as [string, number, PDFFont][]) {
    right(label, 430, y, font);
    right(money(cents, doc.currency), 545, y, font);
    y -= 15;
  }
  y -= 20;
  write(page, doc.note, 50, y, regular, 9);
  return pdf.save();
}
