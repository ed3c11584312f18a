// The first guess of the column mapping, so the sender only corrects what is unusual: a header
// that names a contact field ("Mobile", "First Name", "E-mail", "Zip") maps onto it; the rest stay
// custom fields under their header. Without a header, or when no header says phone, the column
// whose sample values look like phone numbers becomes Phone. Each field is taken once, by the
// first column that claims it.
import { IMPORTABLE_FIELDS, type ColumnMapping, type ImportableField } from '@domain/contacts';

/** The custom-field name limit of columnMappingSchema. */
export const CUSTOM_NAME_MAX = 60;

/** Header spellings (lower case, letters and digits only) per field, besides the field's own name. */
const SYNONYMS: Partial<Record<ImportableField, string[]>> = {
  phone: [
    'phone', 'phones', 'phonenumber', 'phoneno', 'phonenum', 'mobile', 'mobilephone', 'mobilenumber', 'mobileno', 'cell',
    'cellphone', 'cellnumber', 'number', 'msisdn', 'tel', 'telephone', 'telephonenumber', 'contactnumber', 'wireless',
    'wirelessnumber', 'primaryphone', 'sms',
  ],
  fName: ['firstname', 'fname', 'first', 'givenname', 'forename'],
  lName: ['lastname', 'lname', 'last', 'surname', 'familyname'],
  name: ['name', 'fullname', 'contactname'],
  email: ['email', 'emailaddress', 'mail', 'emails'],
  dob: ['dob', 'dateofbirth', 'birthday', 'birthdate'],
  address: ['address', 'address1', 'street', 'streetaddress', 'addressline1'],
  city: ['city', 'town'],
  zipCode: ['zip', 'zipcode', 'postalcode', 'postcode', 'postal', 'zip5'],
  stateCode: ['state', 'statecode', 'st'],
  ProvinceStateName: ['province', 'statename', 'provincestatename', 'provincename'],
  country: ['country', 'countrycode'],
  language: ['language', 'lang'],
  gender: ['gender', 'sex'],
  ip: ['ip', 'ipaddress'],
  link: ['link'],
  url: ['url', 'website'],
  carrier: ['carrier', 'operator'],
  jobTitle: ['jobtitle', 'title', 'position'],
};

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const FIELD_BY_HEADER: Map<string, ImportableField> = (() => {
  const map = new Map<string, ImportableField>();
  for (const field of IMPORTABLE_FIELDS) map.set(normalise(field), field);
  for (const field of IMPORTABLE_FIELDS) for (const name of SYNONYMS[field] ?? []) map.set(name, field);
  return map;
})();

/** The contact field a header names, if any. */
export function fieldForHeader(header: string): ImportableField | null {
  return FIELD_BY_HEADER.get(normalise(header)) ?? null;
}

/** 7 to 15 digits once spaces, dashes, dots, brackets and a leading + are taken away. */
export function looksLikePhone(value: string): boolean {
  const compact = value.trim().replace(/[\s().-]/g, '').replace(/^\+/, '');
  return /^\d{7,15}$/.test(compact);
}

/** The custom-field name a column keeps: its header, or "Column N" when the file has none. */
export function customName(header: string, index: number): string {
  const name = header.trim().slice(0, CUSTOM_NAME_MAX).trim();
  return name || `Column ${index + 1}`;
}

export type PreviewColumn = { header: string; samples: string[] };

export function guessMapping(columns: readonly PreviewColumn[], hasHeader: boolean): ColumnMapping[] {
  const taken = new Set<ImportableField>();
  const mapping: ColumnMapping[] = columns.map((column, index) => {
    const field = hasHeader ? fieldForHeader(column.header) : null;
    if (field && !taken.has(field)) {
      taken.add(field);
      return { field };
    }
    return { custom: customName(hasHeader ? column.header : '', index) };
  });
  if (!taken.has('phone')) {
    const phoneColumn = columns.findIndex((c) => {
      const values = c.samples.filter((s) => s.trim() !== '');
      return values.length > 0 && values.filter(looksLikePhone).length * 2 > values.length;
    });
    if (phoneColumn >= 0 && !('field' in mapping[phoneColumn])) mapping[phoneColumn] = { field: 'phone' };
  }
  return mapping;
}

/** Whether the first row reads as a header: none of its cells looks like a phone number. */
export function guessHasHeader(firstRow: readonly string[]): boolean {
  return !firstRow.some(looksLikePhone);
}
