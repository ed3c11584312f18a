// Edit one contact's fields (PUT /contact-groups/:groupId/contacts/:contactId). Every field an
// import can fill is offered, the layout's columns first; the fields the server computes itself
// (created, counters, MD5...) are not editable.
import { SimpleGrid } from '@chakra-ui/react';
import { z } from 'zod';
import { IMPORTABLE_FIELDS, type Contact, type ContactColumn, type ImportableField } from '@domain/contacts';
import { messages } from '@domain/messages';
import { TextField, notify, zodValidate, showFormError } from '@web/ui';
import { contactValue } from './contact-columns';
import { CONTACT_COLUMN_LABELS } from './contact-labels';
import { updateContact } from './contacts-api';
import { FormDialog } from '@web/ui';

/** The limit of updateContactSchema; an emptied field reaches the schema as undefined (Formik's way) and is sent as ''. */
const FIELD_MAX = 500;
const validate = zodValidate(z.object({ fields: z.record(z.string(), z.string().trim().max(FIELD_MAX, messages.maxChars(FIELD_MAX)).optional()) }));

type Values = { fields: Record<string, string> };

/** The editable fields, those the table shows first. */
function fieldOrder(columns: readonly ContactColumn[]): ImportableField[] {
  const editable = (c: ContactColumn): c is ImportableField => (IMPORTABLE_FIELDS as readonly string[]).includes(c);
  const shown = columns.filter(editable);
  return [...shown, ...IMPORTABLE_FIELDS.filter((f) => !shown.includes(f))];
}

function initialValues(contact: Contact | null): Values {
  return { fields: Object.fromEntries(IMPORTABLE_FIELDS.map((f) => [f, contact ? contactValue(contact, f) : ''])) };
}

export function EditContactDialog({ groupId, contact, columns, onClose, onSaved }: {
  groupId: number;
  contact: Contact | null;
  columns: readonly ContactColumn[];
  onClose: () => void;
  onSaved: (contact: Contact) => void;
}) {
  return (
    <FormDialog<Values>
      open={contact !== null}
      title="Edit contact"
      submitLabel="Save"
      size="lg"
      onClose={onClose}
      initialValues={initialValues(contact)}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        if (!contact) return;
        try {
          const fields = Object.fromEntries(IMPORTABLE_FIELDS.map((f) => [f, values.fields[f] ?? '']));
          const saved = await updateContact(groupId, contact.id, fields);
          notify({ type: 'success', description: 'Updated' });
          onSaved(saved);
        } catch (error) {
          showFormError(error, helpers, IMPORTABLE_FIELDS.map((f) => `fields.${f}`));
        }
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {fieldOrder(columns).map((field) => (
          <TextField key={field} name={`fields.${field}`} label={CONTACT_COLUMN_LABELS[field]} />
        ))}
      </SimpleGrid>
    </FormDialog>
  );
}
