// Create a contact group (000 §3 "Creation: groupName, country, isCreateAR, isSuppression, type").
// A suppression group is always type 8 ('Suppression group'), so ticking it fixes the type. A
// name already in use comes back as a 400 on groupName and shows under the field.
import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { GROUP_TYPES, SUPPRESSION_GROUP_TYPE, createContactGroupSchema, type ContactGroup, type CreateContactGroup } from '@domain/contacts';
import type { Country } from '@domain/countries';
import { CheckboxField, SelectField, TextField, notify, zodValidate, showFormError } from '@web/ui';
import { createContactGroup, listCountries } from './contacts-api';
import { FormDialog } from '@web/ui';

type Values = { groupName: string; country: string | undefined; isCreateAR: boolean; isSuppression: boolean; type: number };

const validate = zodValidate(createContactGroupSchema);
const TYPE_OPTIONS = GROUP_TYPES.map((label, value) => ({ value, label }));
const DEFAULT_COUNTRY = 'US';

/** Keeps the type on 'Suppression group' while the suppression box is ticked. */
function SuppressionFixesType() {
  const { values, setFieldValue } = useFormikContext<Values>();
  useEffect(() => {
    if (values.isSuppression && values.type !== SUPPRESSION_GROUP_TYPE) void setFieldValue('type', SUPPRESSION_GROUP_TYPE);
  }, [values.isSuppression, values.type, setFieldValue]);
  return null;
}

/** Fills in the default country once the list arrives, unless one was already chosen. */
function DefaultCountry({ code }: { code: string | undefined }) {
  const { values, setFieldValue } = useFormikContext<Values>();
  useEffect(() => {
    if (code && !values.country) void setFieldValue('country', code, false);
  }, [code, values.country, setFieldValue]);
  return null;
}

function toCreateRequest(values: Values): CreateContactGroup {
  const isSuppression = values.isSuppression || values.type === SUPPRESSION_GROUP_TYPE;
  return {
    groupName: values.groupName,
    country: values.country ?? '',
    isCreateAR: values.isCreateAR,
    isSuppression,
    type: isSuppression ? SUPPRESSION_GROUP_TYPE : values.type,
  };
}

export function CreateGroupDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (group: ContactGroup) => void }) {
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    if (!open || countries.length > 0) return;
    listCountries()
      .then(setCountries)
      .catch(() => undefined);
  }, [open, countries.length]);

  const defaultCountry = countries.find((c) => c.code === DEFAULT_COUNTRY)?.code ?? countries[0]?.code;
  const initialValues: Values = { groupName: '', country: defaultCountry, isCreateAR: false, isSuppression: false, type: 0 };

  return (
    <FormDialog<Values>
      open={open}
      title="Create contact group"
      submitLabel="Create"
      onClose={onClose}
      initialValues={initialValues}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          const group = await createContactGroup(toCreateRequest(values));
          notify({ type: 'success', description: 'Created' });
          onCreated(group);
        } catch (error) {
          showFormError(error, helpers, ['groupName', 'country', 'type']);
        }
      }}
    >
      {({ values }) => (
        <>
          <SuppressionFixesType />
          <DefaultCountry code={defaultCountry} />
          <TextField name="groupName" label="Group name" required />
          <SelectField<string>
            name="country"
            label="Country"
            required
            placeholder="Choose a country"
            options={countries.map((c) => ({ value: c.code, label: `${c.name} (${c.dialCode})` }))}
          />
          <SelectField<number> name="type" label="Type" options={TYPE_OPTIONS} disabled={values.isSuppression} />
          <CheckboxField name="isSuppression" label="Suppression group" helperText="Campaigns can leave out the contacts of a suppression group." />
          <CheckboxField name="isCreateAR" label="Create an auto-responder for this group" />
        </>
      )}
    </FormDialog>
  );
}
