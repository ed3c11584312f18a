// A number input bound to Formik: the form value is a number (or undefined while empty), never
// the text of the input, so the zod schema checks numbers as the server will.
import type { ChangeEvent } from 'react';
import { Input } from '@chakra-ui/react';
import { FieldShell } from './field-shell';
import type { BaseFieldProps } from './field-props';
import { useFormikField } from './use-formik-field';

export type NumberFieldProps = BaseFieldProps & {
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
};

export function NumberField({ name, label, helperText, required, disabled, min, max, step, placeholder }: NumberFieldProps) {
  const { field, helpers, error, t } = useFormikField<number | undefined>(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    void helpers.setValue(text === '' ? undefined : Number(text));
  };
  return (
    <FieldShell label={t(label)} error={error} helperText={helperText && t(helperText)} required={required} disabled={disabled}>
      <Input
        name={field.name}
        type="number"
        inputMode={step !== undefined && !Number.isInteger(step) ? 'decimal' : 'numeric'}
        value={typeof field.value === 'number' && Number.isFinite(field.value) ? String(field.value) : ''}
        onChange={onChange}
        onBlur={field.onBlur}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder && t(placeholder)}
      />
    </FieldShell>
  );
}
