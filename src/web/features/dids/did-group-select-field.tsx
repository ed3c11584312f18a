// A DID group picker bound to a Formik `number | null` (the setting's badDidGroupId): the empty
// choice is null, as the schema and the server store it, where the shared SelectField would give
// undefined.
import type { ChangeEvent } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import type { DidGroup } from '@domain/dids';
import type { BaseFieldProps } from '@web/ui';
import { FieldShell } from '@web/ui/form/field-shell';
import { useFormikField } from '@web/ui/form/use-formik-field';

export function DidGroupSelectField({ name, label, helperText, required, disabled, groups }: BaseFieldProps & { groups: readonly DidGroup[] }) {
  const { field, helpers, error, t } = useFormikField<number | null>(name);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const picked = groups.find((g) => String(g.id) === event.currentTarget.value);
    void helpers.setValue(picked ? picked.id : null);
  };
  return (
    <FieldShell label={t(label)} error={error} helperText={helperText && t(helperText)} required={required} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field name={field.name} value={field.value == null ? '' : String(field.value)} onChange={onChange} onBlur={field.onBlur}>
          <option value="">{t('Choose a DID group')}</option>
          {groups.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
