// A multi-line text input bound to Formik (messages, descriptions).
import { Textarea } from '@chakra-ui/react';
import { FieldShell } from './field-shell';
import type { BaseFieldProps } from './field-props';
import { useFormikField } from './use-formik-field';

export type TextareaFieldProps = BaseFieldProps & {
  placeholder?: string;
  rows?: number;
  maxLength?: number;
};

export function TextareaField({ name, label, helperText, required, disabled, placeholder, rows = 4, maxLength }: TextareaFieldProps) {
  const { field, error, t } = useFormikField<string>(name);
  return (
    <FieldShell label={t(label)} error={error} helperText={helperText && t(helperText)} required={required} disabled={disabled}>
      <Textarea {...field} value={field.value ?? ''} rows={rows} maxLength={maxLength} placeholder={placeholder && t(placeholder)} />
    </FieldShell>
  );
}
