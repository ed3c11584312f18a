// A time of day ('HH:mm', or '' when not set) bound to Formik, with its label and the error under it.
import { Input } from '@chakra-ui/react';
import type { BaseFieldProps } from '@web/ui';
import { FieldShell } from '@web/ui/form/field-shell';
import { useFormikField } from '@web/ui/form/use-formik-field';

export function TimeField({ name, label, helperText, required, disabled }: BaseFieldProps) {
  const { field, error, t } = useFormikField<string>(name);
  return (
    <FieldShell label={t(label)} error={error} helperText={helperText && t(helperText)} required={required} disabled={disabled}>
      <Input {...field} value={field.value ?? ''} type="time" step={60} />
    </FieldShell>
  );
}
