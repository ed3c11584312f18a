// The names the mapping screen shows for the contact fields a file column can be mapped onto. The
// spec names the fields in code spelling (fName, zipCode); a sender reads "First name", "Zip code".
// Each label is an i18n key (src/web/i18n/vi/contacts.ts has them all; a unit test checks).
import { IMPORTABLE_FIELDS, type ImportableField } from '@domain/contacts';
import { CONTACT_COLUMN_LABELS } from '../contact-labels';

/** The columns' own labels, but for `name`: on a mapping screen it reads better as "Full name". */
export const FIELD_LABELS: Record<ImportableField, string> = { ...CONTACT_COLUMN_LABELS, name: 'Full name' };

/** Phone first (it must be mapped), Link next (optional but named in the spec), then the rest in the spec's order. */
export const FIELD_ORDER: ImportableField[] = [
  'phone',
  'link',
  ...IMPORTABLE_FIELDS.filter((f) => f !== 'phone' && f !== 'link'),
];
