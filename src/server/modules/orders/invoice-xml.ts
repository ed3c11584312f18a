// The eInvoice: a UBL 2.1 document (decision 38). An invoice is an <Invoice> with type code 380
// (commercial invoice) or 386 (pre-payment invoice); a credit invoice is a <CreditNote> (381) with
// positive amounts, as UBL wants, that cancels the pre-payment invoice. No tax is charged on
// prepaid credit, so the tax total is zero and the payable amount is the total.
import type { InvoiceDoc, Party } from './invoice-data';

/** XML 1.0 carries no control characters but tab, newline and carriage return, nor U+FFFE/U+FFFF. */
const xmlChar = (c: string) => {
  const code = c.codePointAt(0)!;
  return code >= 0x20 ? code !== 0xfffe && code !== 0xffff : code === 0x09 || code === 0x0a || code === 0x0d;
};

const escape = (text: string) =>
  [...text].filter(xmlChar).join('').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const amount = (tag: string, cents: number, currency: string) => `<cbc:${tag} currencyID="${currency}">${(Math.abs(cents) / 100).toFixed(2)}</cbc:${tag}>`;

function party(role: 'AccountingSupplierParty' | 'AccountingCustomerParty', p: Party): string {
  const street = p.lines[0] ?? '';
  return [
    `<cac:${role}><cac:Party>`,
    `<cac:PartyName><cbc:Name>${escape(p.name)}</cbc:Name></cac:PartyName>`,
    `<cac:PostalAddress><cbc:StreetName>${escape(street)}</cbc:StreetName>`,
    p.country.length === 2 ? `<cac:Country><cbc:IdentificationCode>${escape(p.country.toUpperCase())}</cbc:IdentificationCode></cac:Country>` : '',
    '</cac:PostalAddress>',
    p.vatNo ? `<cac:PartyTaxScheme><cbc:CompanyID>${escape(p.vatNo)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>` : '',
    `<cac:PartyLegalEntity><cbc:RegistrationName>${escape(p.name)}</cbc:RegistrationName></cac:PartyLegalEntity>`,
    `</cac:Party></cac:${role}>`,
  ].join('');
}

export function invoiceXml(doc: InvoiceDoc): string {
  const credit = doc.kind === 'credit';
  const root = credit ? 'CreditNote' : 'Invoice';
  const cur = doc.currency;
  const lines = doc.lines.map((line, i) =>
    [
      `<cac:${root}Line><cbc:ID>${i + 1}</cbc:ID>`,
      `<cbc:${credit ? 'CreditedQuantity' : 'InvoicedQuantity'} unitCode="C62">1</cbc:${credit ? 'CreditedQuantity' : 'InvoicedQuantity'}>`,
      amount('LineExtensionAmount', line.cents, cur),
      `<cac:Item><cbc:Name>${escape(line.description)}</cbc:Name></cac:Item>`,
      `<cac:Price>${amount('PriceAmount', line.cents, cur)}</cac:Price>`,
      `</cac:${root}Line>`,
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2"`,
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    '<cbc:UBLVersionID>2.1</cbc:UBLVersionID>',
    `<cbc:ID>${escape(doc.number)}</cbc:ID>`,
    `<cbc:IssueDate>${doc.issueDate}</cbc:IssueDate>`,
    doc.dueDate && !credit ? `<cbc:DueDate>${doc.dueDate}</cbc:DueDate>` : '',
    credit ? '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>' : `<cbc:InvoiceTypeCode>${doc.kind === 'pre-payment' ? 386 : 380}</cbc:InvoiceTypeCode>`,
    `<cbc:Note>${escape(doc.note)}</cbc:Note>`,
    `<cbc:DocumentCurrencyCode>${cur}</cbc:DocumentCurrencyCode>`,
    party('AccountingSupplierParty', doc.seller),
    party('AccountingCustomerParty', doc.buyer),
    `<cac:TaxTotal>${amount('TaxAmount', 0, cur)}</cac:TaxTotal>`,
    '<cac:LegalMonetaryTotal>',
    amount('LineExtensionAmount', doc.totalCents, cur),
    amount('TaxExclusiveAmount', doc.totalCents, cur),
    amount('TaxInclusiveAmount', doc.totalCents, cur),
    amount('PayableAmount', doc.totalCents, cur),
    '</cac:LegalMonetaryTotal>',
    ...lines,
    `</${root}>`,
  ].join('\n');
}
