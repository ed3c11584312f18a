// A checkbox bound to a boolean Formik value. Its label sits beside the box (the <label> wraps
// the input); an error, when the schema demands it be ticked, shows under it.
import { Checkbox, Field } from '@chakra-ui/react';
import type { BaseFieldProps } from './field-props';
import { useFormikField } from './use-formik-field';

export function CheckboxField({ name, label, helperText, required, disabled }: BaseFieldProps) {
  const { field, helpers, error, t } = useFormikField<boolean>(name);
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Checkbox.Root
        name={field.name}
        colorPalette="accent"
        checked={field.value === true}
        onCheckedChange={(details) => void helpers.setValue(details.checked === true)}
        onBlur={() => void helpers.setTouched(true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t(label)}</Checkbox.Label>
      </Checkbox.Root>
      {helperText && error === undefined && <Field.HelperText>{t(helperText)}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
