// The contacts table's columns, built from the user's layout: each spec column reads the contact's
// own property where it has one (phone, carrier, created, scrub type) and its fields otherwise.
// Only the creation date sorts (newest or oldest first): the one order the server lists a group in
// (CONTACT_SORT_FIELDS).
import { Badge, HStack, Text } from '@chakra-ui/react';
import { CONTACT_COLUMNS, CONTACT_SORT_FIELDS, type Contact, type ContactColumn } from '@domain/contacts';
import type { Translate } from '@web/i18n';
import type { DataTableColumn } from '@web/ui';
import { CONTACT_COLUMN_LABELS } from './contact-labels';
import { formatWhen } from '@web/ui';

export const isContactColumn = (value: string): value is ContactColumn => (CONTACT_COLUMNS as readonly string[]).includes(value);

/** The raw value of a column, as the edit form shows it. */
export function contactValue(contact: Contact, column: ContactColumn): string {
  if (column === 'phone') return contact.phone;
  if (column === 'carrier') return contact.carrier ?? contact.fields.carrier ?? '';
  if (column === 'creation_date') return contact.createdAt;
  if (column === 'phoneType') return contact.fields.phoneType ?? contact.type;
  return contact.fields[column] ?? '';
}

export function contactColumns(columns: readonly ContactColumn[], t: Translate): DataTableColumn<Contact>[] {
  return columns.map((column) => ({
    key: column,
    header: CONTACT_COLUMN_LABELS[column],
    sortable: (CONTACT_SORT_FIELDS as readonly string[]).includes(column),
    width: column === 'address' || column === 'email' ? '64' : undefined,
    cell: (contact: Contact) => {
      if (column === 'creation_date') return formatWhen(contact.createdAt);
      if (column === 'phone' && contact.optedOut) {
        return (
          <HStack gap="2">
            <Text as="span">{contact.phone}</Text>
            <Badge colorPalette="red" size="sm">
              {t('Opted out')}
            </Badge>
          </HStack>
        );
      }
      return contactValue(contact, column);
    },
  }));
}
