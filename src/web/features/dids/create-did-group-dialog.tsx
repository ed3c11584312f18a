// Create a DID group (001 §4: name, country, routeId, voiceEnabled). The name is longer than 3
// characters and unique: a taken name comes back as a 400 on `name` and shows under the field in
// the spec's words (so does a refused country or route, under theirs); any other refusal is the
// spec's 'Unexpected error' ("DID group creation returns the strings success, exist or other").
import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { createDidGroupSchema, didMessages, type DidGroup } from '@domain/dids';
import { CheckboxField, SelectField, TextField, notify, zodValidate, showFormError } from '@web/ui';
import { createDidGroup } from './dids-api';
import { FormDialog } from '@web/ui';
import { useCountries, useRoutes } from './use-did-options';

type Values = { name: string; country: string | undefined; routeId: number | undefined; voiceEnabled: boolean };

const validate = zodValidate(createDidGroupSchema);
const DEFAULT_COUNTRY = 'US';

/** Fills in the default country once the list arrives; drops a route that is not the country's. */
function CountryEffects({ code, routeCountry }: { code: string | undefined; routeCountry: (id: number) => string | undefined }) {
  const { values, setFieldValue } = useFormikContext<Values>();
  useEffect(() => {
    if (code && !values.country) void setFieldValue('country', code, false);
  }, [code, values.country, setFieldValue]);
  useEffect(() => {
    if (values.routeId !== undefined && routeCountry(values.routeId) !== values.country) void setFieldValue('routeId', undefined, false);
  }, [values.country, values.routeId, routeCountry, setFieldValue]);
  return null;
}

export function CreateDidGroupDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (group: DidGroup) => void }) {
  const countries = useCountries(open);
  const routes = useRoutes(open);
  const defaultCountry = countries.find((c) => c.code === DEFAULT_COUNTRY)?.code ?? countries[0]?.code;
  const routeCountry = (id: number) => routes.find((r) => r.id === id)?.details.country;

  return (
    <FormDialog<Values>
      open={open}
      title="Create DID group"
      submitLabel="Create"
      onClose={onClose}
      initialValues={{ name: '', country: defaultCountry, routeId: undefined, voiceEnabled: false }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          const group = await createDidGroup({
            name: values.name,
            country: values.country ?? '',
            routeId: values.routeId ?? null,
            voiceEnabled: values.voiceEnabled,
          });
          notify({ type: 'success', description: 'Created' });
          onCreated(group);
        } catch (error) {
          showFormError(error, helpers, ['name', 'country', 'routeId'], didMessages.unexpected);
        }
      }}
    >
      {({ values }) => (
        <>
          <CountryEffects code={defaultCountry} routeCountry={routeCountry} />
          <TextField name="name" label="Name" required />
          <SelectField<string>
            name="country"
            label="Country"
            required
            placeholder="Choose a country"
            options={countries.map((c) => ({ value: c.code, label: `${c.name} (${c.dialCode})` }))}
          />
          <SelectField<number>
            name="routeId"
            label="Route"
            placeholder="No route"
            options={routes.filter((r) => r.details.country === values.country).map((r) => ({ value: r.id, label: r.name }))}
          />
          <CheckboxField name="voiceEnabled" label="Voice enabled" helperText="The group's numbers can make and take calls." />
        </>
      )}
    </FormDialog>
  );
}
