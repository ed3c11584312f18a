// Where each of the spec's contact fields is stored: the few every screen reads (and the default
// sort) are columns of `contacts`; the rest, and a file's custom columns, are keys of its JSON `data`.
import type { ContactColumn } from '@domain/contacts';
import { sql, type RawBuilder } from 'kysely';
import type { ContactRow } from '../../db/database';
import type { DialectName } from '../../db/open-db';
import type { Contact } from '@domain/contacts';
import { contactTypeSchema } from '@domain/contacts';

/** Spec field -> column of contacts. */
export const COLUMN_OF = {
  phone: 'phone',
  phoneType: 'type',
  carrier: 'carrier',
  fName: 'first_name',
  lName: 'last_name',
  email: 'email',
  city: 'city',
  stateCode: 'state_code',
  zipCode: 'zip_code',
  creation_date: 'created_at',
} as const satisfies Partial<Record<ContactColumn, keyof ContactRow>>;

export type ColumnField = keyof typeof COLUMN_OF;
export const isColumnField = (field: string): field is ColumnField => Object.hasOwn(COLUMN_OF, field);

/** The SQL expression a field reads as text: its column, or its key of the JSON data. */
export function fieldExpr(field: ContactColumn, dialect: DialectName): RawBuilder<string | null> {
  if (isColumnField(field)) return sql<string | null>`${sql.ref(`contacts.${COLUMN_OF[field]}`)}`;
  // Field names come from the schema's enum, never from free text; still bound as a parameter.
  return dialect === 'sqlite'
    ? sql<string | null>`json_extract(contacts.data, ${`$."${field}"`})`
    : sql<string | null>`(contacts.data::jsonb ->> ${field})`;
}

export type FieldColumns = Pick<ContactRow, 'data' | 'first_name' | 'last_name' | 'email' | 'city' | 'state_code' | 'zip_code'>;

/** A stored contact's fields by the spec's names: its JSON data, then the columns that are set. */
export function contactFields(row: FieldColumns): Record<string, string> {
  const fields: Record<string, string> = {};
  if (row.data) {
    try {
      for (const [k, v] of Object.entries(JSON.parse(row.data) as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
    } catch {
      // A row whose JSON is unreadable still has its columns.
    }
  }
  const put = (key: string, value: string | null) => {
    if (value !== null && value !== '') fields[key] = value;
  };
  put('fName', row.first_name);
  put('lName', row.last_name);
  put('email', row.email);
  put('city', row.city);
  put('stateCode', row.state_code);
  put('zipCode', row.zip_code);
  return fields;
}

export function contactView(row: ContactRow, optedOut: boolean): Contact {
  const fields = contactFields(row);
  return {
    id: Number(row.id),
    phone: row.phone,
    type: contactTypeSchema.catch('RAW').parse(row.type),
    carrier: row.carrier,
    optedOut,
    createdAt: row.created_at,
    fields,
  };
}
